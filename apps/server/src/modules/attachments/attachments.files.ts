import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The type of an upload from its bytes (never from its name or the browser's claim), or undefined
 * when the bytes are of no known binary type (plain text, HTML and scripts fall here).
 */
export async function detectContentType(
  data: Uint8Array,
): Promise<{ mime: string; ext: string } | undefined> {
  const detected = await fileTypeFromBuffer(data);
  if (!detected) return undefined;
  // HEIF and HEIC are the same container; phones label the same photo either way.
  if (detected.mime === 'image/heif') return { mime: 'image/heic', ext: 'heic' };
  return { mime: detected.mime, ext: detected.ext };
}

/** "PDF, JPEG, PNG" from content types, for the message shown to a patient. */
export const describeContentTypes = (contentTypes: string[]) =>
  contentTypes.map((type) => (type.split('/')[1] ?? type).toUpperCase()).join(', ');

/** Control characters (\p{Cc}) and the characters Windows and shells treat specially. */
const FORBIDDEN = /[\p{Cc}<>:"/\\|?*]/gu;
/** Invisible format characters (\p{Cf}), bidirectional overrides and isolates among them: dropped. */
const INVISIBLE = /\p{Cf}/gu;
const MAX_NAME_LENGTH = 150;

/**
 * A file name safe to store and to send back in a Content-Disposition header: the last path
 * segment only, no control or reserved characters, bounded length, and the extension of the type
 * detected from the bytes (a PNG named `scan.pdf` becomes `scan.png`).
 */
export function sanitizeFileName(original: string, ext: string): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(FORBIDDEN, '_')
    .replace(/\s+/g, ' ')
    .trim();
  const base = path
    .parse(cleaned)
    .name.replace(/^[.\s]+|[.\s]+$/g, '')
    .slice(0, MAX_NAME_LENGTH - ext.length - 1);
  return `${base || 'document'}.${ext}`;
}
