import type { ApplicationConfiguration } from '@rb/contracts';

type MetaSource = Pick<
  ApplicationConfiguration,
  | 'metaTitle'
  | 'metaDescription'
  | 'metaFbDescription'
  | 'metaKeywords'
  | 'googleVerificationId'
  | 'googleVerificationEnabled'
>;

/** Attribute and text escaping: configured texts are the provider's, never trusted markup. */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function applicationOf(config: unknown): Partial<MetaSource> {
  if (typeof config !== 'object' || config === null) return {};
  const application = (config as { application?: unknown }).application;
  return typeof application === 'object' && application !== null ? (application as Partial<MetaSource>) : {};
}

function metaTag(attribute: 'name' | 'property', key: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') return '';
  // Meta content is one line to crawlers and link previews.
  return `<meta ${attribute}="${key}" content="${escapeHtml(value.replace(/\s+/g, ' ').trim())}" />`;
}

/**
 * index.html with the configured title and meta tags, so crawlers, link previews and Google's site
 * verification (which never run our script) see the provider's texts rather than the build's defaults.
 */
export function withMetaTags(indexHtml: string, config: unknown): string {
  const app = applicationOf(config);
  const verification = app.googleVerificationEnabled === true ? app.googleVerificationId : undefined;
  const tags = [
    metaTag('name', 'description', app.metaDescription),
    metaTag('name', 'keywords', app.metaKeywords),
    metaTag('property', 'og:title', app.metaTitle),
    metaTag('property', 'og:description', app.metaFbDescription),
    metaTag('name', 'google-site-verification', verification),
  ].join('');
  let html = indexHtml;
  if (typeof app.metaTitle === 'string' && app.metaTitle.trim() !== '') {
    const title = `<title>${escapeHtml(app.metaTitle)}</title>`;
    html = /<title>[\s\S]*?<\/title>/.test(html)
      ? html.replace(/<title>[\s\S]*?<\/title>/, () => title)
      : `${title}${html}`;
  }
  if (tags === '') return html;
  return html.includes('</head>') ? html.replace('</head>', () => `${tags}</head>`) : tags + html;
}
