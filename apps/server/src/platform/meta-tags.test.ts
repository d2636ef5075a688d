import { describe, expect, it } from 'vitest';
import { withMetaTags } from './meta-tags';

const page =
  '<!doctype html><html><head><meta charset="UTF-8" /><title>Book a scan</title></head><body></body></html>';
const application = {
  metaTitle: 'Scans | North <Clinic>',
  metaDescription: 'Book "X-ray" &\n ultrasound',
  metaFbDescription: 'Book online',
  metaKeywords: 'x-ray, mri',
  googleVerificationId: 'abc123',
  googleVerificationEnabled: true,
};

describe('meta tags from the configuration in index.html', () => {
  it('replaces the title and adds description, keywords, link-preview and verification tags, escaped', () => {
    const html = withMetaTags(page, { application });
    expect(html).toContain('<title>Scans | North &lt;Clinic&gt;</title>');
    expect(html).not.toContain('Book a scan');
    expect(html).toContain('<meta name="description" content="Book &quot;X-ray&quot; &amp; ultrasound" />');
    expect(html).toContain('<meta name="keywords" content="x-ray, mri" />');
    expect(html).toContain('<meta property="og:title" content="Scans | North &lt;Clinic&gt;" />');
    expect(html).toContain('<meta property="og:description" content="Book online" />');
    expect(html).toContain('<meta name="google-site-verification" content="abc123" />');
    expect(html.indexOf('google-site-verification')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the verification tag out while verification is off, and skips empty texts', () => {
    const html = withMetaTags(page, {
      application: { ...application, googleVerificationEnabled: false, metaKeywords: '  ' },
    });
    expect(html).not.toContain('google-site-verification');
    expect(html).not.toContain('name="keywords"');
    expect(html).toContain('name="description"');
  });

  it('keeps the page as built when there is no configuration', () => {
    expect(withMetaTags(page, undefined)).toBe(page);
  });

  it('cannot be broken out of by a title holding replacement patterns or markup', () => {
    const html = withMetaTags(page, { application: { metaTitle: "$& $' </title><script>x</script>" } });
    expect(html).not.toContain('<script>');
    expect(html).toContain('<title>$&amp; $&#39; &lt;/title&gt;&lt;script&gt;x&lt;/script&gt;</title>');
  });
});
