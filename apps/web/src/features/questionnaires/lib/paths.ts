/** A same-origin path from a query parameter, or null: redirects never leave the site. */
export function safePath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/**
 * §4: navigation to /questionnaires carries the current query params merged with the new ones, so
 * booking context (bookingKey, examSlug, kioskMode, regionSlug…) survives the detour.
 */
export function questionnairesPath(
  current: URLSearchParams | string,
  extra: Record<string, string | null | undefined>,
  embedded = false,
): string {
  const merged = new URLSearchParams(current);
  for (const [name, value] of Object.entries(extra)) {
    if (value === null || value === undefined || value === '') merged.delete(name);
    else merged.set(name, value);
  }
  return `${embedded ? '/iframe' : ''}/questionnaires?${merged}`;
}
