import { ApiError } from './api-client';

/**
 * The server's field errors of a failed save, by field path as the form names it (`timeZone`,
 * `sessions.0.endMinute`): the contract's own checks say `body.<field>`, the rules `<field>`.
 * Each value is the `message.*` key with its params, to be translated beside its field.
 */
export function problemFields(
  error: unknown,
): Record<string, { key: string; params?: Record<string, unknown> }> {
  const fields: Record<string, { key: string; params?: Record<string, unknown> }> = {};
  if (!(error instanceof ApiError)) return fields;
  for (const entry of error.problem.errors ?? []) {
    const field = entry.field.replace(/^body\./, '');
    fields[field] ??= { key: entry.message, ...(entry.params && { params: entry.params }) };
  }
  return fields;
}
