import type { AnalyticsBrand } from '@rb/contracts';
import type { AnalyticsStep, JourneyEvent } from './journey-events';

/** What a tag is given for one journey step: a GA4-style name and parameters, and Matomo's triple. */
export interface BrandEvent {
  name: string;
  params: Record<string, string>;
  category: string;
  action: string;
  label?: string;
}

const stepNames: Record<AnalyticsStep, string> = {
  '0': 'exam_choice',
  '1': 'clinic_choice',
  '2': 'time_choice',
  '3': 'details',
  '3.1': 'referral_uploaded',
  '4': 'submitted',
  '4.1': 'appointment_created',
  '4.2': 'booking_request_created',
  '4.3': 'submission_refused',
  '5': 'confirmation',
  '6': 'rescheduled',
  '7': 'cancelled',
};

const examParams = (event: JourneyEvent): Record<string, string> => ({
  ...(event.examSlugs.length > 0 ? { exam: event.examSlugs.join(',') } : {}),
  ...(event.modality ? { modality: event.modality } : {}),
});

/**
 * The two brand variants' event sets (§1, §9; decision 0059). CANOPY sends one `booking_step`
 * event whose parameters carry the step; DJP sends one event per step, named by its number
 * (`djp_step_3_1`), in a `booking_funnel` category.
 */
export const brandEventSets: Record<AnalyticsBrand, (event: JourneyEvent) => BrandEvent> = {
  CANOPY: (event) => ({
    name: 'booking_step',
    params: { step_number: event.step, step_name: stepNames[event.step], ...examParams(event) },
    category: 'booking',
    action: `step_${event.step}`,
    label: event.examSlugs.join(',') || undefined,
  }),
  DJP: (event) => ({
    name: `djp_step_${event.step.replace('.', '_')}`,
    params: { funnel: 'booking_funnel', step: event.step, ...examParams(event) },
    category: 'booking_funnel',
    action: stepNames[event.step],
    label: event.step,
  }),
};
