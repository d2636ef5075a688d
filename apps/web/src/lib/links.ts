/** Query parameters that internal links keep, so a kiosk or a chosen region survives navigation (§2). */
export const CARRIED_PARAMS = ['kioskMode', 'regionSlug'] as const;

export function isKioskMode(search: URLSearchParams): boolean {
  return search.get('kioskMode') === 'true';
}

/** An internal path with the carried query parameters of the current address appended (fragment kept last). */
export function internalHref(path: string, current: URLSearchParams): string {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const [base = '', existing = ''] = (hashAt >= 0 ? path.slice(0, hashAt) : path).split('?');
  const query = new URLSearchParams(existing);
  for (const name of CARRIED_PARAMS) {
    const value = current.get(name);
    if (value && !query.has(name)) query.set(name, value);
  }
  const text = query.toString();
  return `${text ? `${base}?${text}` : base}${hash}`;
}

const SAFE_EXTERNAL = /^(https?:|mailto:|tel:)/i;

/** A configured external address, or null when empty or of a scheme a link must never use (javascript:). */
export function safeExternalUrl(url: string | null | undefined): string | null {
  const trimmed = url?.trim();
  if (!trimmed) return null;
  if (SAFE_EXTERNAL.test(trimmed)) return trimmed;
  // The provider configured it; a relative address is theirs to choose, only the scheme is checked.
  if (trimmed.startsWith('/') || trimmed.startsWith('./')) return trimmed;
  return null;
}

/**
 * The path, query and fragment of `url` when it points at `origin`, else null. Used for redirects
 * taken from the address bar, so a crafted link cannot send a patient to another site.
 */
export function sameOriginPath(url: string | null | undefined, origin: string): string | null {
  if (!url) return null;
  // Backslashes are read as slashes by browsers: "/\\evil.example" would leave the site.
  if (url.includes('\\')) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** One entry of the menu or the footer. */
export interface NavEntry {
  id: string;
  labelKey: string;
  href: string;
  external: boolean;
}

/** An entry that goes to the configured external address when there is one, else to our own page. */
export function configuredEntry(
  id: string,
  labelKey: string,
  internalPath: string,
  externalUrl: string | null | undefined,
  current: URLSearchParams,
): NavEntry {
  const external = safeExternalUrl(externalUrl);
  if (external) return { id, labelKey, href: external, external: true };
  return { id, labelKey, href: internalHref(internalPath, current), external: false };
}
