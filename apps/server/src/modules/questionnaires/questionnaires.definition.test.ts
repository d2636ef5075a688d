import { describe, expect, it } from 'vitest';
import { checkDefinition, checkExpression, plainAnswer, readAnswer } from './questionnaires.definition';
import { demoQuestionnaires } from './questionnaires.seed';

const definition = {
  elements: [
    { type: 'boolean', name: 'pacemaker', title: 'Pacemaker?', isRequired: true },
    { type: 'comment', name: 'details', title: 'Details', visibleIf: '{pacemaker} = true', isRequired: true },
    { type: 'radiogroup', name: 'colour', title: 'Colour', choices: [{ value: 'r', text: 'Red' }] },
  ],
};

describe('SurveyJS definitions', () => {
  it('accepts a definition SurveyJS loads with questions', () => {
    expect(checkDefinition(definition)).toEqual({ ok: true, errors: [] });
  });

  it.each([
    ['not an object', 'survey'],
    ['an array', [definition]],
    ['no questions', { title: 'Empty', pages: [] }],
    ['a question without a name', { elements: [{ type: 'text' }] }],
    ['pages that are not a list', { pages: 'oops' }],
  ])('rejects %s', (_name, bad) => {
    const check = checkDefinition(bad);
    expect(check.ok).toBe(false);
    expect(check.errors.length).toBeGreaterThan(0);
  });

  it('checks rule expressions', () => {
    expect(checkExpression("{a} = 'yes' and {b} > 3")).toBe(true);
    expect(checkExpression('{a} ===== 1')).toBe(false);
  });

  it('keeps only the values of its questions and names the required ones left empty', () => {
    expect(
      readAnswer(definition, { pacemaker: true, outcome: 'DENY_BOOKING', 'colour-Comment': 'x' }),
    ).toEqual({
      data: { pacemaker: true, 'colour-Comment': 'x' },
      missingRequired: ['details'],
    });
    expect(readAnswer(definition, { pacemaker: false }).missingRequired).toEqual([]);
  });

  it('renders an answer with question titles and display texts', () => {
    expect(plainAnswer(definition, { pacemaker: true, details: 'Since 2019', colour: 'r' })).toEqual([
      { name: 'pacemaker', title: 'Pacemaker?', answer: 'Yes' },
      { name: 'details', title: 'Details', answer: 'Since 2019' },
      { name: 'colour', title: 'Colour', answer: 'Red' },
    ]);
  });

  it('seeds only definitions and rules that pass the same checks', () => {
    const docs = demoQuestionnaires(
      [
        { id: 1, code: 'MRI', name: 'MRI' },
        { id: 2, code: 'XR', name: 'X-Ray' },
      ],
      [
        { slug: 'mri-knee', name: 'MRI Knee', modalityId: 1, generalEnquiry: false },
        { slug: 'xray-knee', name: 'X-Ray Knee', modalityId: 2, generalEnquiry: false },
      ],
    );
    expect(docs.map((d) => d.type)).toEqual(
      expect.arrayContaining([
        'BOOKING_FORM',
        'MODALITY_ROUTING',
        'PAIN_SCORE_INITIAL',
        'FEEDBACK',
        'CANCEL_APPOINTMENT_PATIENT',
      ]),
    );
    for (const doc of docs) {
      expect(checkDefinition(doc.definition), doc.key).toEqual({ ok: true, errors: [] });
      for (const rule of doc.rules ?? [])
        expect(checkExpression(rule.expression), rule.expression).toBe(true);
    }
    const routing = docs.find((d) => d.key === 'knee-pain-routing');
    expect(routing?.rules?.map((r) => r.fields?.newExamSlug)).toEqual(['mri-knee', 'xray-knee', undefined]);
  });
});
