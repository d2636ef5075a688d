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
] as const;
export type ServerMessageKey = (typeof serverMessageKeys)[number];

/** Field-level validation keys used in `errors[].message`. */
export const fieldMessageKeys = [
  'message.field_required',
  'message.field_invalid',
  'message.field_too_long',
  'message.field_too_short',
] as const;
