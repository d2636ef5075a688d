/**
 * Referral content types accepted before upload (§5). The server's configured list
 * (VALID_REFERRAL_CONTENT_TYPES) re-checks from the bytes; this mirrors its default until the
 * public configuration carries the list.
 */
export const DEFAULT_REFERRAL_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/heic'];

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
};

/** The browser's type, or one from the extension when the browser gives none (HEIC often has none). */
export function contentTypeOf(file: { name: string; type: string }): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[extension] ?? '';
}

export function isAcceptedReferral(file: { name: string; type: string }, accepted: string[]): boolean {
  return accepted.includes(contentTypeOf(file));
}

/** "PDF, JPEG, PNG, HEIC" for the file-types message. */
export function acceptedTypesLabel(accepted: string[]): string {
  return accepted.map((type) => (type.split('/').pop() ?? type).toUpperCase()).join(', ');
}
