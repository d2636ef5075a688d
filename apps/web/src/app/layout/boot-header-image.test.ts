import { describe, expect, it } from 'vitest';
import { headerImageSource, rememberBootHeaderImage } from './boot-header-image';

const dataUrl = 'data:image/svg+xml;base64,PHN2Zy8+';

function pageWithShell(image: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = `<div id="root"><header class="site-header">${image}</header></div>`;
  return doc;
}

describe('the boot shell header image', () => {
  it('shows the inlined bytes for the address the shell named, and fetches any other', () => {
    rememberBootHeaderImage(
      pageWithShell(
        `<img class="site-header-image" src="${dataUrl}" data-address="/api/assets/application/header">`,
      ),
    );
    expect(headerImageSource('/api/assets/application/header')).toBe(dataUrl);
    expect(headerImageSource('/api/assets/application/header_tablet')).toBe(
      '/api/assets/application/header_tablet',
    );
  });

  it('fetches the address when the shell fetched it too, or had no image', () => {
    rememberBootHeaderImage(
      pageWithShell('<img class="site-header-image" src="/api/assets/application/header">'),
    );
    expect(headerImageSource('/api/assets/application/header')).toBe('/api/assets/application/header');
    rememberBootHeaderImage(pageWithShell(''));
    expect(headerImageSource('/api/assets/application/header')).toBe('/api/assets/application/header');
  });

  it('takes nothing but an image data URL from the shell', () => {
    rememberBootHeaderImage(
      pageWithShell(
        '<img class="site-header-image" src="javascript:alert(1)" data-address="/api/assets/application/header">',
      ),
    );
    expect(headerImageSource('/api/assets/application/header')).toBe('/api/assets/application/header');
  });
});
