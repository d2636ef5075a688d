import { createHash } from 'node:crypto';
import type { ApplicationAssetName } from '@rb/contracts';

/** Escapes text for an SVG text node. */
const xml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

function headerSvg(width: number, height: number, title: string, subtitle: string, from: string, to: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xml(title)}">
<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<g fill="#fff" font-family="Segoe UI, Roboto, Arial, sans-serif">
<circle cx="${height / 2}" cy="${height / 2}" r="${height / 3.2}" fill="none" stroke="#fff" stroke-width="${height / 18}"/>
<path d="M${height / 2} ${height / 4}v${height / 2}M${height / 4} ${height / 2}h${height / 2}" stroke="#fff" stroke-width="${height / 18}"/>
<text x="${height * 1.05}" y="${height * 0.5}" font-size="${height * 0.28}" font-weight="600">${xml(title)}</text>
<text x="${height * 1.05}" y="${height * 0.78}" font-size="${height * 0.16}">${xml(subtitle)}</text>
</g></svg>`;
}

/** Default images for a provider, drawn from its name and colours. Staff replace them with their own. */
export function defaultAssets(providerName: string, primary: string): Record<ApplicationAssetName, string> {
  const dark = '#073a59';
  return {
    favicon: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="${primary}"/><path d="M32 14v36M14 32h36" stroke="#fff" stroke-width="7"/></svg>`,
    header: headerSvg(1200, 160, providerName, 'Book your scan online', primary, dark),
    header_tablet: headerSvg(800, 140, providerName, 'Book your scan online', primary, dark),
    confirmation_header: headerSvg(1200, 160, providerName, 'Your booking', dark, primary),
    check_in_header: headerSvg(1200, 160, providerName, 'Check in for your appointment', '#1d6b45', dark),
    image_viewer_banner: headerSvg(1200, 120, providerName, 'Image viewer', dark, '#14202b'),
    patient_portal_background: `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="100%" height="100%" fill="#eef3f7"/><circle cx="1300" cy="200" r="320" fill="#dde8f1"/><circle cx="200" cy="800" r="260" fill="#e5eef5"/></svg>`,
  };
}

export const etagOf = (data: Uint8Array) =>
  `"${createHash('sha256').update(data).digest('base64url').slice(0, 27)}"`;
