import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { putJsonBlock, renderRoutes } from '../../test/support';
import { LayoutShell } from './LayoutShell';

const page = <p>page content</p>;
const routes = [{ path: '/', element: <LayoutShell />, children: [{ path: '*', element: page }] }];

/** Every call the page made, by path. */
let calls: string[] = [];

/** The server's page hint about this browser's cookies, and its answer about the patient session. */
function servedWith(hint: { patientSession: boolean }) {
  vi.stubGlobal('fetch', async (url: string) => {
    calls.push(new URL(url, 'http://localhost').pathname);
    return Response.json({
      authenticated: hint.patientSession,
      scopes: [],
      expiresAt: null,
      idleExpiresAt: null,
      contactNumberAuthEnabled: false,
      captchaAlwaysRequired: false,
    });
  });
  putJsonBlock('rb-initial-browser', { ...hint, kiosk: false });
}

describe('the idle sign-out loads only where a patient session is open (issue 16)', () => {
  beforeEach(() => {
    calls = [];
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    document.getElementById('rb-initial-browser')?.remove();
  });

  it('a visitor without a session neither loads the watcher nor asks about a session', async () => {
    servedWith({ patientSession: false });
    renderRoutes(routes, '/contact');
    expect(await screen.findByText('page content')).toBeTruthy();
    // Long enough for the lazy watcher to load and ask, had it been mounted (the next test sees it ask).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls).not.toContain('/api/authentication');
  });

  it('a browser holding a session cookie loads the watcher, which asks about the session', async () => {
    servedWith({ patientSession: true });
    renderRoutes(routes, '/contact');
    await vi.waitFor(() => expect(calls).toContain('/api/authentication'));
  });
});
