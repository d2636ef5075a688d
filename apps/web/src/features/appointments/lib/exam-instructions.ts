import type { BookingFormDetails } from '@rb/contracts';

/** Whether an exam has anything for the instructions modal (§3 notes, preparation). */
export const hasInstructions = (exam: BookingFormDetails['exams'][number]) =>
  Boolean(exam.notes || exam.preparationNotes || exam.preparationMinutes > 0);
