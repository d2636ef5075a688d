import { z } from 'zod';
import { jsonRecord, multilineText, text } from './text';

/** A field that failed validation: `field` is a dotted path into the request, `message` a `message.*` key. */
export const fieldError = z.object({
  field: text(),
  message: multilineText(),
  params: jsonRecord().optional(),
});
export type FieldError = z.infer<typeof fieldError>;

/**
 * Every error answer of the API (RFC 9457 `application/problem+json`). `message` is always a
 * `message.*` translation key that the web shows translated, with `params` for its placeholders.
 */
export const problem = z.object({
  type: text().optional(),
  status: z.number().int(),
  title: multilineText(),
  message: multilineText(),
  params: jsonRecord().optional(),
  errors: z.array(fieldError).optional(),
  requestId: text().optional(),
});
export type Problem = z.infer<typeof problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
