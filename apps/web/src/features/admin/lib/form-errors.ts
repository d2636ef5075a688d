import { z } from 'zod';

/**
 * Zod's issues as the app's translation keys, so the contracts' schemas (which carry no wording)
 * validate the admin forms and every field error is shown translated.
 */
export const adminFormErrors: z.core.$ZodErrorMap = (issue) => {
  if (issue.code === 'invalid_format' && issue.format === 'email') return 'admin.users.error.email';
  if (issue.code === 'too_small' && issue.origin === 'array') return 'admin.users.error.roles_required';
  if (issue.code === 'too_small') return 'message.field_required';
  if (issue.code === 'too_big') return 'message.field_too_long';
  return 'message.bad_request';
};

/** A text input left empty means "not given" (null), which the contract's nullable fields expect. */
export const emptyAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), schema);
