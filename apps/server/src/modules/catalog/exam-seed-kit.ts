import type { ModalityCode } from './catalog.seed-data';

/** Shape of a demo exam (the list is in exams.seed-data.ts): durations, notice, preparation, groups, body parts; some enquiry-only, X-rays walk-in. */
export interface ExamSeed {
  slug: string;
  name: string;
  modality: ModalityCode;
  examCode: string;
  durationMinutes: number;
  minutesPrior?: number;
  preparationMinutes?: number;
  enquiryOnly?: boolean;
  walkIn?: boolean;
  specialEnquiry?: boolean;
  generalEnquiry?: boolean;
  groupName: string;
  bodyParts: string[];
  preparationNotes?: string;
  examNotes?: string;
  /** Instructions the booking page's instructions modal shows (§3 Exam notes). */
  notes?: string;
  showBookingRequestInfoModal?: boolean;
  priority?: number;
}

export const XRAY_PREP =
  'No preparation needed. Please wear comfortable clothing without metal and bring your referral.';
export const FASTING =
  'Please do not eat for 6 hours before your scan. You may drink water and take your usual medication.';
export const FULL_BLADDER =
  'Please drink 1 litre of water one hour before your appointment and do not empty your bladder.';
export const MRI_PREP =
  'Remove all metal items. Tell us about any pacemaker, implant or metal fragments. Arrive 15 minutes early to complete a safety questionnaire.';
export const CT_CONTRAST =
  'Please do not eat for 2 hours before your scan. If you have diabetes or kidney problems, call the clinic before your appointment.';
export const MAMMO_PREP =
  'Please do not wear deodorant, powder or perfume on the day. Bring any previous breast images.';
export const DEXA_PREP =
  'Do not take calcium supplements on the day of your scan. Wear clothing without metal zips or buttons.';
export const NM_PREP =
  'Our staff will call you before your appointment with preparation instructions. The scan may take several hours.';

export const xray = (slug: string, name: string, bodyParts: string[]): ExamSeed => ({
  slug: `xray-${slug}`,
  name,
  modality: 'XR',
  examCode: `XR-${slug.toUpperCase()}`,
  durationMinutes: 15,
  minutesPrior: 30,
  walkIn: true,
  groupName: 'X-Ray',
  bodyParts,
  preparationNotes: XRAY_PREP,
  priority: 10,
});
