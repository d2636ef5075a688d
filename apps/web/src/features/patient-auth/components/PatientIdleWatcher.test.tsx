import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Navigate, Outlet } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../app/lazy-page';
import { renderRoutes } from '../../../test/support';
import { useAuthentication } from '../api/session-query';
import { IDLE_TIMES_TEST_KEY } from '../lib/idle-times';
import { PatientIdleWatcher } from './PatientIdleWatcher';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const status = (authenticated: boolean) => ({
  authenticated,
  scopes: authenticated
    ? [{ kind: 'APPOINTMENT', bookingKey: 'K'.repeat(24), type: 'APPOINTMENT', shared: false }]
    : [],
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
});

function server() {
  let signedIn = true;
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      calls.push(`${init.method ?? 'GET'} ${url}`);
      if (url === '/api/authentication/logout') signedIn = false;
      return json(status(signedIn));
    }),
  );
  return calls;
}

/** The portal page sends a visitor it sees signed out to /authentication, as PortalGuard does. */
function PortalPage() {
  const session = useAuthentication();
  if (session.data?.authenticated === false) return <Navigate to="/authentication" replace />;
  return <p>portal</p>;
}

/** As in the app: the watcher sits in the shell, and the home page is a lazy route that takes a moment. */
const routes = [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <PatientIdleWatcher />
      </>
    ),
    children: [
      {
        index: true,
        ...lazyPage(async () => {
          await new Promise((resolve) => setTimeout(resolve, 400));
          return { default: () => <p>home</p> };
        }),
      },
      { path: 'appointments/k', element: <PortalPage /> },
      { path: 'authentication', element: <p>sign in</p> },
    ],
  },
];

const shortenTimes = (times: { idleMs: number; warningMs: number; keepaliveMs: number }) =>
  window.localStorage.setItem(IDLE_TIMES_TEST_KEY, JSON.stringify(times));

// Idle long enough that a busy CI machine stalling between two checks cannot skip a state.
beforeEach(() => shortenTimes({ idleMs: 1500, warningMs: 1500, keepaliveMs: 300 }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.removeItem(IDLE_TIMES_TEST_KEY);
});

describe('PatientIdleWatcher', () => {
  it('warns an idle patient, stays signed in on request, and signs out when the warning runs out', async () => {
    const calls = server();
    const { location } = renderRoutes(routes, '/appointments/k');
    const warning = await screen.findByRole('alertdialog', { name: 'session.idle.title' }, { timeout: 6000 });
    expect(warning.textContent).toContain('session.idle.text');
    fireEvent.click(screen.getByRole('button', { name: 'session.idle.stay' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toContain('GET /api/authentication/keepalive');
    expect(calls).not.toContain('POST /api/authentication/logout');

    // Left alone again: the warning comes back and runs out.
    await screen.findByRole('alertdialog', {}, { timeout: 6000 });
    await screen.findByText('session.idle.signed_out', {}, { timeout: 8000 });
    expect(calls).toContain('POST /api/authentication/logout');
    expect(location().pathname).toBe('/');
  }, 25_000);

  it('leaves the page before signing out, so the page cannot send the patient to sign in again', async () => {
    const calls = server();
    const { location } = renderRoutes(routes, '/appointments/k');
    await screen.findByText('portal');
    await screen.findByText('session.idle.signed_out', {}, { timeout: 8000 });
    expect(calls).toContain('POST /api/authentication/logout');
    expect(location().pathname).toBe('/');
    expect(screen.getByText('home')).toBeTruthy();
  }, 15_000);

  it('calls the keepalive while the patient is active', async () => {
    // Never idle here: a stall between two mouse moves must not open the warning, which stops the keepalive.
    shortenTimes({ idleMs: 60_000, warningMs: 30_000, keepaliveMs: 300 });
    const calls = server();
    renderRoutes(routes, '/appointments/k');
    await screen.findByText('portal');
    // Used all along (each poll moves the mouse): a keepalive goes out at an interval after activity.
    await waitFor(
      () => {
        fireEvent.mouseMove(document.body);
        expect(calls).toContain('GET /api/authentication/keepalive');
      },
      { timeout: 4000, interval: 100 },
    );
    expect(calls).not.toContain('POST /api/authentication/logout');
  }, 10_000);
});
