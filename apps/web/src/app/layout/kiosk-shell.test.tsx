import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putJsonBlock, renderRoutes, testConfig } from '../../test/support';
import { LayoutShell } from './LayoutShell';

const device = vi.hoisted(() => ({ isMobile: false, isTablet: false, isDesktop: true, inIframe: false }));
vi.mock('../../lib/device-info', () => ({ deviceInfo: device }));

const page = <p>page content</p>;
const routes = [{ path: '/', element: <LayoutShell />, children: [{ path: '*', element: page }] }];
const lobby = { clinicId: 4, clinicName: 'City Clinic', name: 'Lobby', kioskMode: true };

/** Every call the page made, by path. */
let calls: string[] = [];

/**
 * The server's answer about this browser: a kiosk (from its cookie and network) or none. A kiosk's
 * page also carries the server's hint that the browser holds a kiosk identity cookie.
 */
function serverSays(kiosk: typeof lobby | null) {
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(new URL(url, 'http://localhost').pathname);
    return Response.json({ kiosk });
  });
  putJsonBlock('rb-initial-browser', { patientSession: false, kiosk: kiosk !== null });
}

/** A provider whose privacy policy lives elsewhere. */
const config = testConfig((c) => {
  c.radiology.privacyPolicyUrl = 'https://provider.example/privacy';
});

describe('a kiosk stays a kiosk on every page', () => {
  beforeEach(() => {
    sessionStorage.clear();
    calls = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.getElementById('rb-initial-browser')?.remove();
  });

  it('puts kioskMode back on an address that lost it, so the shell hides menu, staff login and language', async () => {
    serverSays(lobby);
    const { location } = renderRoutes(routes, '/contact', config);
    // The watcher is a lazy chunk (issue 16): its first import in a test takes a while.
    await waitFor(() => expect(location().search).toBe('?kioskMode=true'));
    expect(location().pathname).toBe('/contact');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'menu.label' })).toBeNull());
    expect(screen.queryByText('menu.admin_login')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('leaves an ordinary browser an ordinary website, without loading the kiosk watcher or asking for a kiosk', async () => {
    serverSays(null);
    const { location } = renderRoutes(routes, '/contact', config);
    expect(await screen.findByRole('navigation', { name: 'menu.label' })).toBeTruthy();
    expect(location().search).toBe('');
    // Long enough for the lazy watcher to load and ask, had it been mounted (it takes a while above).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).not.toContain('/api/kiosk/current');
    expect(location().search).toBe('');
  });

  it('watches an address in kiosk mode even without the hint: it asks the server about the kiosk', async () => {
    serverSays(null);
    document.getElementById('rb-initial-browser')?.remove();
    renderRoutes(routes, '/about?kioskMode=true', config);
    await waitFor(() => expect(calls).toContain('/api/kiosk/current'));
  });

  // Configured HTML (banner, custom footer) is adapted by adaptConfiguredLinks (its own tests, and
  // the kiosk e2e in Chromium): this test DOM has no working sanitiser, so it shows such HTML as text.
  it('on a kiosk carries kioskMode on footer links and shows the external privacy policy as text', async () => {
    serverSays(lobby);
    renderRoutes(routes, '/about?kioskMode=true', config);
    const footer = await screen.findByRole('navigation', { name: 'footer.label' });
    expect(within(footer).queryByRole('link', { name: /menu.privacy/ })).toBeNull();
    expect(within(footer).getByText('menu.privacy').tagName).toBe('SPAN');
    expect(footer.querySelector('a[target="_blank"]')).toBeNull();
    for (const link of within(footer).getAllByRole('link')) {
      expect(link.getAttribute('href')).toContain('kioskMode=true');
    }
  });
});
