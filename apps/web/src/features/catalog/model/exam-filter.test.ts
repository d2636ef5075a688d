import { describe, expect, it } from 'vitest';
import {
  bodyPartSlugsInRegion,
  examGroups,
  filterExams,
  normaliseText,
  regionsWithExams,
} from './exam-filter';
import { bodyParts, makeExam } from './test-data';

const exams = [
  makeExam({ slug: 'mri-knee', name: 'MRI Knee', bodyPartSlugs: ['knee'], groupName: 'Joints', priority: 5 }),
  makeExam({
    slug: 'ct-brain',
    name: 'CT Brain',
    modalityName: 'CT',
    bodyPartSlugs: ['brain'],
    groupName: 'Head',
  }),
  makeExam({
    slug: 'ct-sinus',
    name: 'CT Sinuses',
    modalityName: 'CT',
    bodyPartSlugs: ['sinuses'],
    groupName: 'Head',
  }),
  makeExam({
    slug: 'xr-chest',
    name: 'Chest X-Ray',
    modalityName: 'X-Ray',
    bodyPartSlugs: ['chest'],
    priority: 1,
  }),
];
const slugs = (list: { slug: string }[]) => list.map((exam) => exam.slug);

describe('filterExams', () => {
  it('returns every exam in the order given (the server sorts the list) without a filter', () => {
    expect(slugs(filterExams(exams, {}, bodyParts))).toEqual([
      'mri-knee',
      'ct-brain',
      'ct-sinus',
      'xr-chest',
    ]);
  });

  it('matches every search word anywhere in name, modality or code, ignoring case and order', () => {
    expect(slugs(filterExams(exams, { search: 'brain ct' }, bodyParts))).toEqual(['ct-brain']);
    expect(slugs(filterExams(exams, { search: '  X-RAY ' }, bodyParts))).toEqual(['xr-chest']);
    expect(slugs(filterExams(exams, { search: 'MRI-KNEE' }, bodyParts))).toEqual(['mri-knee']);
    expect(filterExams(exams, { search: 'brain knee' }, bodyParts)).toEqual([]);
  });

  it('keeps only the chosen group', () => {
    expect(slugs(filterExams(exams, { groupName: 'Head' }, bodyParts))).toEqual(['ct-brain', 'ct-sinus']);
  });

  it('keeps exams of any body part drawn in the chosen figure region', () => {
    expect(slugs(filterExams(exams, { figureRegion: 'head' }, bodyParts))).toEqual(['ct-brain', 'ct-sinus']);
    expect(slugs(filterExams(exams, { figureRegion: 'knee' }, bodyParts))).toEqual(['mri-knee']);
  });

  it('combines search, group and region with AND', () => {
    expect(
      slugs(filterExams(exams, { figureRegion: 'head', search: 'sinus', groupName: 'Head' }, bodyParts)),
    ).toEqual(['ct-sinus']);
    expect(filterExams(exams, { figureRegion: 'knee', groupName: 'Head' }, bodyParts)).toEqual([]);
  });
});

describe('grouping helpers', () => {
  it('lists distinct group names alphabetically, skipping exams without one', () => {
    expect(examGroups(exams)).toEqual(['Head', 'Joints']);
  });

  it('finds the body parts of a region and the regions that have exams', () => {
    expect([...bodyPartSlugsInRegion(bodyParts, 'head')].sort()).toEqual(['brain', 'sinuses']);
    expect([...regionsWithExams(exams.slice(0, 2), bodyParts)].sort()).toEqual(['head', 'knee']);
  });

  it('normalises accents and case for searching', () => {
    expect(normaliseText('  Échographie ')).toBe('echographie');
  });
});
