import { z } from 'zod';

/** A field that failed validation: `field` is a dotted path into the request, `message` a `message.*` key. */
export const fieldError = z.object({
  field: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type FieldError = z.infer<typeof fieldError>;

/**
 * Every error answer of the API (RFC 9457 `application/problem+json`). `message` is always a
 * `message.*` translation key that the web shows translated, with `params` for its placeholders.
 */
export const problem = z.object({
  type: z.string().optional(),
  status: z.number().int(),
  title: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.unknown()).optional(),
  errors: z.array(fieldError).optional(),
  requestId: z.string().optional(),
});
export type Problem = z.infer<typeof problem>;

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
