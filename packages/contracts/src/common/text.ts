import { z } from 'zod';

/**
 * Every string the contracts accept is made with `text()` (one line) or `multilineText()` (free
 * text such as notes and configured HTML), never with a bare `z.string()`: a unit test keeps it so.
 * PostgreSQL refuses U+0000 (a 500 before this), and control characters or bidirectional overrides
 * have no business in a name, a slug or a note (they hide or reorder what staff read).
 */

/** Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069); marks stay allowed. */
const BIDI_CONTROLS = '\\u202a-\\u202e\\u2066-\\u2069';
/** C0 controls, DEL and C1 controls, bidirectional controls. */
const SINGLE_LINE_FORBIDDEN = new RegExp(`[\\u0000-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]`);
/** The same, except tab, line feed and carriage return. */
const MULTILINE_FORBIDDEN = new RegExp(
  `[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f-\\u009f${BIDI_CONTROLS}]`,
);

export const hasControlCharacters = (value: string) => SINGLE_LINE_FORBIDDEN.test(value);
export const hasControlCharactersOutsideLines = (value: string) => MULTILINE_FORBIDDEN.test(value);

const CONTROL_MESSAGE = 'must not contain control characters';

/** A one-line string: no control characters at all. Chain `.min()`, `.trim()` etc. as on `z.string()`. */
export const text = () => z.string().refine((value) => !hasControlCharacters(value), CONTROL_MESSAGE);

/** Free text: tabs and line breaks allowed, every other control character refused. */
export const multilineText = () =>
  z.string().refine((value) => !hasControlCharactersOutsideLines(value), CONTROL_MESSAGE);

/** True when any string (key or value) anywhere inside holds a character `multilineText` refuses. */
export function hasControlCharactersDeep(value: unknown, depth = 0): boolean {
  if (depth > 64) return true;
  if (typeof value === 'string') return hasControlCharactersOutsideLines(value);
  if (Array.isArray(value)) return value.some((item) => hasControlCharactersDeep(item, depth + 1));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, item]) => hasControlCharactersOutsideLines(key) || hasControlCharactersDeep(item, depth + 1),
    );
  }
  return false;
}

/**
 * A JSON object of free shape (survey answers, consent forms, staff-edited configuration): its
 * strings follow `multilineText`, and it nests at most 64 deep.
 */
export const jsonRecord = () =>
  z
    .record(text(), z.unknown())
    .refine(
      (value) => !hasControlCharactersDeep(value),
      'must not contain control characters or nest too deep',
    );
