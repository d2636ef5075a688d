import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withInlinedEntryStyles } from './inline-styles';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'rb-inline-styles-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'assets/index-1.css'), 'body{margin:0}.a::after{content:"</style>"}');
fs.writeFileSync(path.join(dist, 'assets/big-1.css'), `.b{color:red}${' '.repeat(40 * 1024)}`);
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

const head = (links: string) => `<html><head>${links}</head><body></body></html>`;

describe('the entry stylesheet inlined into index.html', () => {
  it('replaces the link with the stylesheet, which cannot close its element early', () => {
    const html = withInlinedEntryStyles(
      head('<link rel="stylesheet" crossorigin href="/assets/index-1.css">'),
      dist,
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin');
    expect(html).toContain('<style data-href="/assets/index-1.css">body{margin:0}');
    // What tells Vite's preload helper the stylesheet is there, without a fetch.
    expect(html).toContain('<link rel="stylesheet" href="/assets/index-1.css" disabled>');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });

  it('keeps the link of a stylesheet over the limit, or of one that is missing', () => {
    const links =
      '<link rel="stylesheet" crossorigin href="/assets/big-1.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/gone-1.css">';
    expect(withInlinedEntryStyles(head(links), dist)).toBe(head(links));
  });
});
