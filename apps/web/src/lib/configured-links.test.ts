import { describe, expect, it } from 'vitest';
import { adaptConfiguredLinks } from './configured-links';

const origin = 'https://book.example';
const kiosk = new URLSearchParams('kioskMode=true&step=CONFIRM');
const web = new URLSearchParams('regionSlug=nsw');

describe('adaptConfiguredLinks', () => {
  it('carries kioskMode on every link to our own pages, relative or absolute, fragment last', () => {
    const html =
      '<p>See <a href="/contact">contact details</a>, <a href="https://book.example/about?x=1#team">us</a></p>';
    expect(adaptConfiguredLinks(html, kiosk, origin)).toBe(
      '<p>See <a href="/contact?kioskMode=true">contact details</a>, <a href="/about?x=1&amp;kioskMode=true#team">us</a></p>',
    );
  });

  it('on a kiosk turns links elsewhere into their text and opens no new tab', () => {
    const html =
      '<a href="https://other.example/privacy" target="_blank" rel="noopener noreferrer">Privacy</a> <a href="mailto:a@b.c"><b>Mail</b></a> <a href="/terms" target="_blank">Terms</a>';
    expect(adaptConfiguredLinks(html, kiosk, origin)).toBe(
      '<span class="kiosk-link-text">Privacy</span> <span class="kiosk-link-text"><b>Mail</b></span> <a href="/terms?kioskMode=true">Terms</a>',
    );
  });

  it('off a kiosk keeps links elsewhere and carries only the carried parameters', () => {
    const html = '<a href="https://other.example/" target="_blank">Other</a> <a href="/about">About</a>';
    expect(adaptConfiguredLinks(html, web, origin)).toBe(
      '<a href="https://other.example/" target="_blank">Other</a> <a href="/about?regionSlug=nsw">About</a>',
    );
  });

  it('leaves in-page anchors and API downloads as they are', () => {
    const html = '<a href="#top">Top</a> <a href="/api/files/1">File</a>';
    expect(adaptConfiguredLinks(html, web, origin)).toBe(html);
  });
});
