/**
 * An outcome's info link as an absolute http(s) address (the redirect countdown names its host), or
 * null: no other scheme is ever offered.
 */
export function outcomeInfoUrl(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}
