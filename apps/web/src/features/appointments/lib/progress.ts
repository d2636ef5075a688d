/** §4 progress steps: 0 nothing chosen, 1 choosing a time, 2 details (always on enquiry exams), 3 submitting. */
export type BookingStep = 0 | 1 | 2 | 3;

export const STEP_DEBOUNCE_MS = 2000;

export function bookingStep(state: {
  enquiry: boolean;
  clinicChosen: boolean;
  slotsChosen: boolean;
  submitting: boolean;
}): BookingStep {
  if (state.submitting) return 3;
  if (state.enquiry) return 2;
  if (!state.clinicChosen) return 0;
  return state.slotsChosen ? 2 : 1;
}
