import type { PublicConfig } from '@rb/contracts';
import type { CSSProperties } from 'react';

/** Only placement may be configured; colours, sizes and everything else stay with the theme. */
const PLACEMENT_PROPERTIES: Record<string, keyof CSSProperties> = {
  top: 'top',
  bottom: 'bottom',
  left: 'left',
  right: 'right',
  position: 'position',
  'margin-top': 'marginTop',
  'margin-bottom': 'marginBottom',
};
const ALLOWED_POSITIONS = new Set(['static', 'relative', 'sticky', 'fixed', 'absolute']);
const SAFE_VALUE = /^[-a-z0-9.%()+*/\s]+$/i;

/** The configured position CSS ("top: 0; position: fixed") as a style object, unknown parts dropped. */
export function parsePositionCss(css: string | null | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const declaration of (css ?? '').split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const name = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    const property = PLACEMENT_PROPERTIES[name];
    if (!property || !value || !SAFE_VALUE.test(value) || /url|expression/i.test(value)) continue;
    if (property === 'position' && !ALLOWED_POSITIONS.has(value.toLowerCase())) continue;
    style[property] = value;
  }
  return style as CSSProperties;
}

export interface BannerView {
  html: string;
  closeable: boolean;
  style: CSSProperties;
  /** Identifies this banner text, so closing one banner does not hide a later, different one. */
  id: string;
}

/** Small stable hash of the text (not security: only to tell banners apart). */
function textId(text: string): string {
  let hash = 5381;
  for (let i = 0; i < text.length; i += 1) hash = ((hash * 33) ^ text.charCodeAt(i)) >>> 0;
  return hash.toString(36);
}

/** The banner to show, or null when it is switched off or empty. */
export function bannerView(config: Pick<PublicConfig, 'banner' | 'radiology'>): BannerView | null {
  const { banner, radiology } = config;
  if (!banner.enabled || !banner.html.trim()) return null;
  return {
    html: banner.html,
    // Both the banner's own flag and the provider's closeBanner setting must allow closing.
    closeable: banner.closeable && radiology.closeBanner,
    style: parsePositionCss(banner.positionCss || radiology.bannerPositionCss),
    id: textId(banner.html),
  };
}

const CLOSED_KEY = 'rb.banner.closed';

/** §4: the closed flag lasts for the browser session. */
export function isBannerClosed(id: string, storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(CLOSED_KEY) === id;
  } catch {
    return false;
  }
}

export function rememberBannerClosed(id: string, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(CLOSED_KEY, id);
  } catch {
    // Private modes may refuse storage; the banner then stays closed until the next reload.
  }
}
