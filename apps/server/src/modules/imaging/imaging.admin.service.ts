import type {
  ReportAuthor,
  ReportFeedbackEntry,
  ReportFeedbackFilters,
  ReportFeedbackPage,
  Worklist,
  WorklistFilters,
} from '@rb/contracts';
import { csvFile } from '../../platform/csv';
import { referrerFeedbackQuestionnaire } from '../referrer/referrer-feedback.questionnaire';
import type { ImagingAdminRepository } from './imaging.admin.repository';

/** What one screen lists; the CSV export and the averages take every match up to the cap. */
const FEEDBACK_LISTED = 200;
const FEEDBACK_CAP = 10_000;
const WORKLIST_LISTED = 500;

/** The questions of the feedback questionnaire, by name: rating questions and comment questions. */
const questionDefinitions = (referrerFeedbackQuestionnaire.definition.elements ?? []) as {
  type: string;
  name: string;
  title?: string;
}[];
const ratingQuestions = questionDefinitions.filter((q) => q.type === 'rating');

/** Numbers are ratings, texts are comments: staff may edit the questionnaire, so nothing else is assumed. */
function answersOf(result: Record<string, unknown>) {
  const ratings: Record<string, number> = {};
  const comments: string[] = [];
  for (const [name, value] of Object.entries(result)) {
    if (typeof value === 'number' && Number.isFinite(value)) ratings[name] = value;
    else if (typeof value === 'string' && value.trim()) comments.push(value.trim());
  }
  return { ratings, comments: comments.length ? comments.join('\n') : null };
}

/** The mean of each rating over the entries that answered it, to two decimals. */
function averagesOf(entries: Pick<ReportFeedbackEntry, 'ratings'>[]) {
  const sums = new Map<string, { total: number; count: number }>();
  for (const entry of entries)
    for (const [name, value] of Object.entries(entry.ratings)) {
      const sum = sums.get(name) ?? { total: 0, count: 0 };
      sums.set(name, { total: sum.total + value, count: sum.count + 1 });
    }
  return Object.fromEntries(
    [...sums].map(([name, { total, count }]) => [name, Math.round((total / count) * 100) / 100]),
  );
}

/** The questions the entries answered: the questionnaire's, in its order, then any others by name. */
function questionsOf(entries: Pick<ReportFeedbackEntry, 'ratings'>[]) {
  const names = new Set(entries.flatMap((entry) => Object.keys(entry.ratings)));
  const known = ratingQuestions
    .filter((q) => names.has(q.name))
    .map((q) => ({ name: q.name, title: q.title ?? q.name }));
  const others = [...names]
    .filter((name) => !ratingQuestions.some((q) => q.name === name))
    .sort()
    .map((name) => ({ name, title: name }));
  return [...known, ...others];
}

const authorKey = (author: ReportAuthor | null) => author?.subject ?? '';

/**
 * Referrers' report-quality feedback for radiologists (issue 42), and their worklist. The caller's
 * scope is decided by the routes (the policy): `reportedBy` and `clinicIds` arrive already narrowed.
 */
export function createImagingAdminService(repository: ImagingAdminRepository) {
  async function entries(filters: ReportFeedbackFilters, reportedBy: string | undefined) {
    const rows = await repository.feedback({ ...filters, reportedBy }, FEEDBACK_CAP + 1);
    return {
      truncated: rows.length > FEEDBACK_CAP,
      entries: rows.slice(0, FEEDBACK_CAP).map(
        (row): ReportFeedbackEntry => ({
          givenAt: row.givenAt.toISOString(),
          accessionNumber: row.accessionNumber,
          examName: row.examName,
          modalityName: row.modalityName,
          clinicName: row.clinicName,
          studyAt: row.studyAt ? row.studyAt.toISOString() : null,
          referrer: row.referrer,
          reportedBy: row.reportedBy,
          ...answersOf(row.result),
        }),
      ),
    };
  }

  return {
    async feedback(
      filters: ReportFeedbackFilters,
      reportedBy: string | undefined,
    ): Promise<ReportFeedbackPage> {
      const found = await entries(filters, reportedBy);
      const groups = new Map<string, { reportedBy: ReportAuthor | null; entries: ReportFeedbackEntry[] }>();
      for (const entry of found.entries) {
        const group = groups.get(authorKey(entry.reportedBy)) ?? {
          reportedBy: entry.reportedBy,
          entries: [],
        };
        group.entries.push(entry);
        groups.set(authorKey(entry.reportedBy), group);
      }
      return {
        entries: found.entries.slice(0, FEEDBACK_LISTED),
        truncated: found.truncated || found.entries.length > FEEDBACK_LISTED,
        summary: { count: found.entries.length, averages: averagesOf(found.entries) },
        byRadiologist: [...groups.values()]
          .map((group) => ({
            reportedBy: group.reportedBy,
            count: group.entries.length,
            averages: averagesOf(group.entries),
          }))
          .sort((a, b) => (a.reportedBy?.name ?? '\uffff').localeCompare(b.reportedBy?.name ?? '\uffff')),
        questions: questionsOf(found.entries),
      };
    },

    /** Every matching answer as CSV (a row per answer; texts that look like formulas stay text). */
    async feedbackCsv(filters: ReportFeedbackFilters, reportedBy: string | undefined) {
      const found = await entries(filters, reportedBy);
      const questions = questionsOf(found.entries);
      const header = [
        'givenAt',
        'accessionNumber',
        'exam',
        'modality',
        'clinic',
        'studyAt',
        'radiologist',
        'referrer',
        'referrerContact',
        ...questions.map((q) => q.name),
        'comments',
      ];
      return csvFile(
        header,
        found.entries.map((entry) => [
          entry.givenAt,
          entry.accessionNumber,
          entry.examName,
          entry.modalityName,
          entry.clinicName,
          entry.studyAt,
          entry.reportedBy?.name ?? null,
          entry.referrer.name,
          entry.referrer.contact,
          ...questions.map((q) => entry.ratings[q.name] ?? null),
          entry.comments,
        ]),
      );
    },

    async worklist(filters: WorklistFilters, clinicIds: number[] | undefined): Promise<Worklist> {
      const rows = await repository.worklist(filters, clinicIds, WORKLIST_LISTED + 1);
      return {
        studies: rows.slice(0, WORKLIST_LISTED),
        truncated: rows.length > WORKLIST_LISTED,
        clinics: await repository.clinics(clinicIds),
      };
    },
  };
}

export type ImagingAdminService = ReturnType<typeof createImagingAdminService>;
