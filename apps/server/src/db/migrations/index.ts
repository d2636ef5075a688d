import type { Migration } from 'kysely/migration';
import * as m0001 from './0001_config';
import * as m0002 from './0002_domain';
import * as m0003 from './0003_schedules';
import * as m0004 from './0004_booking_policy';
import * as m0010 from './0010_outbox';
import * as m0011 from './0011_attachments';
import * as m0015 from './0015_audit';
import * as m0016 from './0016_patient_auth';
import * as m0020 from './0020_questionnaires';
import * as m0030 from './0030_portal';
import * as m0031 from './0031_portal_patient';
import * as m0035 from './0035_results_sharing';
import * as m0040 from './0040_check_in';
import * as m0041 from './0041_check_in_hand_off';
import * as m0042 from './0042_check_in_folio_numbers';
import * as m0043 from './0043_patient_decline';
import * as m0044 from './0044_outbox_render_at_send';
import * as m0045 from './0045_kiosk_networks';
import * as m0046 from './0046_otp_sends';
import * as m0050 from './0050_results_ready_notice';
import * as m0060 from './0060_request_limits';
import * as m0061 from './0061_request_events';
import * as m0065 from './0065_issued_booking_keys';
import * as m0075 from './0075_identity';
import * as m0085 from './0085_enquiry_triage';
import * as m0086 from './0086_appointment_staff_events';
import * as m0087 from './0087_report_release_control';
import * as m0088 from './0088_report_withdraw_reason';
import * as m0090 from './0090_imaging';
import * as m0097 from './0097_patient_match_challenge';
import * as m0100 from './0100_admin_requests';
import * as m0105 from './0105_appointment_notes';
import * as m0110 from './0110_appointment_referrer';
import * as m0115 from './0115_imaging_share_links';
import * as m0120 from './0120_shared_secret';
import * as m0121 from './0121_rate_limit_hit';
import * as m0135 from './0135_mobile_locations';
import * as m0140 from './0140_exam_document_types';
import * as m0150 from './0150_staff_tokens_valid_after';
import * as m0151 from './0151_staff_totp_last_step';
import * as m0200 from './0200_schedule_templates';
import * as m0220 from './0220_staff_sign_in_throttle';
import * as m0230 from './0230_staff_event_undo_attendance';
import * as m0270 from './0270_no_public_map_tiles';
import * as m0280 from './0280_exam_texts';
import * as m0290 from './0290_van_stops';
import * as m0310 from './0310_report_reported_by';

/**
 * Every migration, in order. Kysely applies them by name, so a name never changes once landed.
 * Add a new file with the next number and list it here.
 */
export const migrations: Record<string, Migration> = {
  '0001_config': m0001,
  '0002_domain': m0002,
  '0003_schedules': m0003,
  '0004_booking_policy': m0004,
  '0010_outbox': m0010,
  '0011_attachments': m0011,
  '0015_audit': m0015,
  '0016_patient_auth': m0016,
  '0020_questionnaires': m0020,
  '0030_portal': m0030,
  '0031_portal_patient': m0031,
  '0035_results_sharing': m0035,
  '0040_check_in': m0040,
  '0041_check_in_hand_off': m0041,
  '0042_check_in_folio_numbers': m0042,
  '0043_patient_decline': m0043,
  '0044_outbox_render_at_send': m0044,
  '0045_kiosk_networks': m0045,
  '0046_otp_sends': m0046,
  '0050_results_ready_notice': m0050,
  '0060_request_limits': m0060,
  '0061_request_events': m0061,
  '0065_issued_booking_keys': m0065,
  '0075_identity': m0075,
  '0090_imaging': m0090,
  '0085_enquiry_triage': m0085,
  '0086_appointment_staff_events': m0086,
  '0087_report_release_control': m0087,
  '0088_report_withdraw_reason': m0088,
  '0097_patient_match_challenge': m0097,
  '0100_admin_requests': m0100,
  '0105_appointment_notes': m0105,
  '0110_appointment_referrer': m0110,
  '0115_imaging_share_links': m0115,
  '0120_shared_secret': m0120,
  '0121_rate_limit_hit': m0121,
  '0135_mobile_locations': m0135,
  '0140_exam_document_types': m0140,
  '0150_staff_tokens_valid_after': m0150,
  '0151_staff_totp_last_step': m0151,
  '0200_schedule_templates': m0200,
  '0220_staff_sign_in_throttle': m0220,
  '0230_staff_event_undo_attendance': m0230,
  '0270_no_public_map_tiles': m0270,
  '0280_exam_texts': m0280,
  '0290_van_stops': m0290,
  '0310_report_reported_by': m0310,
};
