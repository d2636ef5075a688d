import { type Locale, resolveLocale } from '@rb/contracts';
import type { ConfigService } from '../config/config.service';

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Texts and theme of one page, from the config and translations modules (the product's look). */
export interface PageLook {
  locale: Locale;
  t: (key: string, params?: Record<string, string>) => string;
  providerName: string;
  themeCss: string;
}

/** Only plain CSS values pass into the page's style block. */
const safeCssValue = (value: string) => !/[<>{};]/.test(value);

export async function loadPageLook(config: ConfigService, requested?: string): Promise<PageLook> {
  const sections = await config.readSections();
  const { locale } = resolveLocale(requested ?? sections.application.jsLocale);
  const texts = await config.translations(locale);
  const variables = Object.entries(sections.theme.properties)
    .filter(([, value]) => safeCssValue(value))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return {
    locale,
    providerName: sections.radiology.name,
    themeCss: `:root{${variables}}`,
    t: (key, params = {}) =>
      Object.entries(params).reduce(
        (text, [name, value]) => text.replaceAll(`{{${name}}}`, value),
        texts[key] ?? key,
      ),
  };
}

const styles = `
body{margin:0;font-family:var(--font-family,system-ui,sans-serif);color:var(--color-text,#1c1f23);background:var(--color-background,#f4f7fa)}
main{max-width:26rem;margin:3rem auto;padding:2rem;background:var(--color-surface,#fff);border:1px solid var(--color-border,#c9d3dc);border-radius:var(--radius,6px)}
h1{font-size:1.5rem;margin:0 0 1rem}
p.provider{color:var(--color-muted,#4a5560);margin:0 0 .25rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input{box-sizing:border-box;width:100%;min-height:44px;padding:.5rem;font:inherit;border:1px solid var(--color-muted,#4a5560);border-radius:var(--radius,6px)}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid var(--color-primary,#0b5d8f);outline-offset:2px}
button{min-height:44px;min-width:44px;margin-top:1.25rem;padding:.5rem 1.25rem;font:inherit;font-weight:600;border:0;border-radius:var(--radius,6px);background:var(--color-primary,#0b5d8f);color:var(--color-primary-contrast,#fff);cursor:pointer}
button.secondary{background:transparent;color:var(--color-primary,#0b5d8f);border:1px solid var(--color-primary,#0b5d8f);margin-left:.5rem}
.alert{margin:1rem 0;padding:.75rem;border-left:4px solid var(--color-accent,#b3261e);background:#fdf0ef;color:#5c1410}
code{font-size:1.1rem;word-break:break-all}
`;

/** A whole server-rendered page: no script at all (the CSP allows none inline), keyboard-first. */
export function pageHtml(look: PageLook, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(look.locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${escapeHtml(look.providerName)}</title>
<style>${look.themeCss}${styles}</style>
</head>
<body>
<main>
<p class="provider">${escapeHtml(look.providerName)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
}

/** An error the page announces (role=alert reads it out as soon as the page loads). */
export const alertHtml = (message: string | undefined) =>
  message ? `<div class="alert" role="alert" id="form-error">${escapeHtml(message)}</div>` : '';
