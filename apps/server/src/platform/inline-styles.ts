import fs from 'node:fs';
import path from 'node:path';

/** Larger stylesheets stay files: inlined, they would be sent again with every page instead of cached. */
const INLINE_LIMIT_BYTES = 32 * 1024;

/**
 * The build's entry stylesheet, inlined into index.html once at start: the boot shell then paints
 * with the HTML alone, without waiting for a render-blocking request (issue 16, first contentful
 * paint on a slow network). Stylesheets above the limit, or missing, keep their link.
 *
 * A disabled link to the same address stays beside it. Vite's preload helper knows a stylesheet is on
 * the page only by a `<link rel="stylesheet">` with its address; without one, every lazy chunk that
 * imports from the entry fetched the entry stylesheet again and appended it after the page's own
 * stylesheets. A disabled stylesheet link is never fetched (HTML: explicitly disabled).
 */
export function withInlinedEntryStyles(indexHtml: string, distDir: string): string {
  return indexHtml.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g,
    (link, file: string) => {
      const full = path.join(distDir, file);
      if (!fs.existsSync(full) || fs.statSync(full).size > INLINE_LIMIT_BYTES) return link;
      // `</` cannot end the element early inside CSS either way, but never let a stylesheet try.
      const css = fs.readFileSync(full, 'utf8').replace(/<\//g, '<\\/');
      return `<style data-href="/${file}">${css}</style><link rel="stylesheet" href="/${file}" disabled>`;
    },
  );
}
