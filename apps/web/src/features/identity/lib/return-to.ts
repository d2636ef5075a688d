/**
 * Where a redirect sign-in lands afterwards: only a path of this site (never `//host` or a full
 * address), so a crafted sign-in state cannot send the user elsewhere.
 */
export function safeReturnTo(value: unknown, fallback = '/admin'): string {
  if (typeof value !== 'string') return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
