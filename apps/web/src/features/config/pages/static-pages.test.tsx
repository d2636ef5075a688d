import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testConfig } from '../../../test/support';
import AboutPage from './AboutPage';
import ContactPage from './ContactPage';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

const routes = [
  { path: '/about', element: <AboutPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacy', element: <PrivacyPage /> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('static pages', () => {
  it('about shows the heading and the configured text without scripts', async () => {
    const config = testConfig((c) => {
      c.radiology.about = '<p>We scan.</p><script>alert(1)</script>';
    });
    renderRoutes(routes, '/about', config);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('page.about.heading');
    // Configured HTML waits for the sanitiser's chunk.
    expect(await screen.findByText('We scan.')).toBeTruthy();
    expect(document.querySelector('script')).toBeNull();
  });

  it('contact shows the configured contact text', async () => {
    renderRoutes(routes, '/contact');
    expect(await screen.findByText('Contact text')).toBeTruthy();
  });

  it('terms shows a loading indicator, then the text from the server', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(routes, '/terms');
    expect(await screen.findByRole('status')).toBeTruthy();
    answer(
      new Response(JSON.stringify({ html: '<h2>Terms of use</h2>' }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Terms of use')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/config/terms');
  });

  it('terms shows the translated error when loading fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 503 })),
    );
    renderRoutes(routes, '/terms');
    expect((await screen.findByRole('alert')).textContent).toBe('message.server_error_503');
  });

  it('privacy links to the configured policy in a new tab', async () => {
    const config = testConfig((c) => {
      c.radiology.privacyPolicyUrl = 'https://provider.example/privacy';
    });
    renderRoutes(routes, '/privacy', config);
    const link = (await screen.findByText('page.privacy.link')).closest('a');
    expect(link?.getAttribute('href')).toBe('https://provider.example/privacy');
    expect(link?.getAttribute('rel')).toContain('noopener');
  });

  it('privacy without a policy address says where to ask instead', async () => {
    renderRoutes(routes, '/privacy');
    expect(await screen.findByText('page.privacy.no_policy')).toBeTruthy();
  });
});
