/**
 * The `message.*` keys the server answers with. The spec's §8 keys plus the generic ones every
 * call may produce. The web has a translation for each in every locale.
 */
export const serverMessageKeys = [
  'message.validation_error',
  'message.not_found',
  'message.unauthorized',
  'message.forbidden',
  'message.conflict',
  'message.too_many_requests',
  'message.payload_too_large',
  'message.unsupported_media_type',
  'message.bad_request',
  'message.server_error',
  'message.service_unavailable',
  'message.slot_conflict',
  'message.booking_request_exists',
  'message.sign_in_delayed',
  'message.sign_in_locked',
] as const;
export type ServerMessageKey = (typeof serverMessageKeys)[number];

/** Field-level validation keys used in `errors[].message`. */
export const fieldMessageKeys = [
  'message.field_required',
  'message.field_invalid',
  'message.field_too_long',
  'message.field_too_short',
] as const;

/** Every `message.*` key the product spec names (§2–§8); each has a text in every locale. */
export const specMessageKeys = [
  'message.loading',
  'message.access_read_only',
  'message.inactivity_text',
  'message.questionnaires_already_answered',
  'message.authentication_error',
  'message.authentication_otp_error',
  'message.authentication_cookies_error',
  'message.error_answering_questionnaire',
  'message.pain_score_problem',
  'message.booking_request_waiting_protocol_error',
  'message.error_generating_images_url',
  'message.user_not_have_access_to_images',
  'message.images_for_radiologist_loaded_successfully',
  'message.referrer_feedback_error',
  'message.feedback_already_provided',
  'message.feedback_provided_successfully',
  'message.referrer_feedback_redirect',
  'message.error_check_images_authorization',
  'message.cant_locate',
  'message.location_message',
  'message.walk_in_exam_detected',
  'message.reschedule_not_allowed',
  'message.cancel_not_allowed',
  'message.patient_matching_error',
  'message.check_in_error',
  'message.late_enable_digital_check_in_error',
  'message.unknown_reason',
  'message.patient_request_error_title',
  'message.patient_request_error_message',
  'message.patient_request_success_title',
  'message.delete_attachment_confirm',
] as const;
