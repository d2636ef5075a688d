import type { BodyPart, Exam } from '@rb/contracts';
import { compareNames } from '../../../lib/name-order';

/** What narrows the exam list on the home page: free text, one group, one region of the body figure. */
export interface ExamFilter {
  search?: string;
  groupName?: string | null;
  figureRegion?: string | null;
}

/** Lower case without accents, so "Ultrasound" matches "ultra" and "Échographie" matches "echo". */
export function normaliseText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}

function searchableText(exam: Exam): string {
  return normaliseText([exam.name, exam.nameWithModality, exam.modalityName, exam.examCode].join(' '));
}

/** The slugs of the body parts drawn in one region of the figure (several parts may share a region). */
export function bodyPartSlugsInRegion(bodyParts: readonly BodyPart[], figureRegion: string): Set<string> {
  return new Set(bodyParts.filter((part) => part.figureRegion === figureRegion).map((part) => part.slug));
}

/**
 * The exams matching every given criterion, in the order given: the server lists them most important
 * first, then by name, so the page sorts nothing (and builds no collator) to show them. Each word of
 * the search must appear somewhere in the exam's name, modality or code, so "ct brain" finds
 * "Brain CT" too.
 */
export function filterExams(
  exams: readonly Exam[],
  filter: ExamFilter,
  bodyParts: readonly BodyPart[],
): Exam[] {
  const words = normaliseText(filter.search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  const regionParts = filter.figureRegion ? bodyPartSlugsInRegion(bodyParts, filter.figureRegion) : null;
  return exams
    .filter((exam) => !filter.groupName || exam.groupName === filter.groupName)
    .filter((exam) => !regionParts || exam.bodyPartSlugs.some((slug) => regionParts.has(slug)))
    .filter((exam) => {
      if (words.length === 0) return true;
      const text = searchableText(exam);
      return words.every((word) => text.includes(word));
    });
}

/** The distinct group names of the exams, alphabetical; exams without a group belong to none. */
export function examGroups(exams: readonly Exam[]): string[] {
  const names = new Set<string>();
  for (const exam of exams) if (exam.groupName) names.add(exam.groupName);
  return [...names].sort(compareNames);
}

/** The figure regions that at least one exam can be filtered by; other drawn parts stay inactive. */
export function regionsWithExams(exams: readonly Exam[], bodyParts: readonly BodyPart[]): Set<string> {
  const used = new Set(exams.flatMap((exam) => exam.bodyPartSlugs));
  return new Set(bodyParts.filter((part) => used.has(part.slug)).map((part) => part.figureRegion));
}
