import { z } from 'zod';
import { text } from '../common/text';
import { reportAuthor } from '../results/results.schemas';

const day = z.iso.date({ message: 'message.field_invalid' });
const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * GET /api/admin/imaging/report_feedback (and its CSV export): referrers' report-quality feedback
 * (issue 42). Every filter is optional; `from`/`to` are days (inclusive) of when it was given. A
 * radiologist reads feedback on their own reports only; `radiologist` (a subject) is the admin's filter.
 */
export const reportFeedbackQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    radiologist: text().trim().min(1).max(200).optional(),
    accessionNumber: text().trim().min(1).max(64).optional(),
    clinicId: id.optional(),
  })
  // A period that ends before it starts is refused at its end (message.field_invalid on `to`).
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'] });
export type ReportFeedbackQuery = z.input<typeof reportFeedbackQuery>;
export type ReportFeedbackFilters = z.output<typeof reportFeedbackQuery>;

/** One referrer's answer on one study, and whose report it was on. */
export const reportFeedbackEntry = z.object({
  givenAt: text(),
  accessionNumber: text(),
  examName: text().nullable(),
  modalityName: text().nullable(),
  clinicName: text().nullable(),
  /** The appointment's start (ISO): when the study was made. */
  studyAt: text().nullable(),
  /** Whose feedback it is: the referrer the link was issued to. */
  referrer: z.object({ name: text().nullable(), contact: text().nullable() }),
  reportedBy: reportAuthor.nullable(),
  /** The rating answers (1–5) by question name: clarity, timeliness… */
  ratings: z.record(text(), z.number()),
  comments: text().nullable(),
});
export type ReportFeedbackEntry = z.infer<typeof reportFeedbackEntry>;

/** Averages of the rating answers over the entries, by question name. */
export const ratingAverages = z.record(text(), z.number());

export const reportFeedbackPage = z.object({
  entries: z.array(reportFeedbackEntry),
  /** More matched than one page shows (the CSV export has them all). */
  truncated: z.boolean(),
  summary: z.object({ count: z.number().int(), averages: ratingAverages }),
  /** Per radiologist over the period: count and averages; `reportedBy` null for unattributed reports. */
  byRadiologist: z.array(
    z.object({ reportedBy: reportAuthor.nullable(), count: z.number().int(), averages: ratingAverages }),
  ),
  /** The questions answered, in the questionnaire's order: the table's and the CSV's columns. */
  questions: z.array(z.object({ name: text(), title: text() })),
});
export type ReportFeedbackPage = z.infer<typeof reportFeedbackPage>;

export const reportStates = ['NONE', 'DRAFT', 'RELEASED'] as const;
export type ReportState = (typeof reportStates)[number];

/**
 * GET /api/admin/imaging/worklist (issue 42): studies of the radiologist's clinics with images, and
 * their report's state. `from`/`to` are days (inclusive, the clinic's) of the appointment.
 */
export const worklistQuery = z
  .object({
    from: day.optional(),
    to: day.optional(),
    modality: text().trim().min(1).max(20).optional(),
    clinicId: id.optional(),
    reportState: z.enum(reportStates).optional(),
  })
  // A period that ends before it starts is refused at its end (message.field_invalid on `to`).
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'] });
export type WorklistQuery = z.input<typeof worklistQuery>;
export type WorklistFilters = z.output<typeof worklistQuery>;

export const worklistStudy = z.object({
  accessionNumber: text(),
  startsAt: text(),
  examName: text(),
  modalityCode: text(),
  modalityName: text(),
  clinic: z.object({ id: z.number().int(), name: text() }),
  patientName: text(),
  reportState: z.enum(reportStates),
  reportedBy: reportAuthor.nullable(),
});
export type WorklistStudy = z.infer<typeof worklistStudy>;

export const worklist = z.object({
  studies: z.array(worklistStudy),
  truncated: z.boolean(),
  /** The clinics the caller may filter by. */
  clinics: z.array(z.object({ id: z.number().int(), name: text() })),
});
export type Worklist = z.infer<typeof worklist>;
