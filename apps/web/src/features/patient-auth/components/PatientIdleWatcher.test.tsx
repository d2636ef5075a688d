import { cleanup, fireEvent, screen } from '@testing-library/react';
import { createMocks } from 'react-idle-timer';
import { Navigate, Outlet } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyPage } from '../../../app/lazy-page';
import { next, pass, startFakeClock } from '../../../test/fake-clock';
import { renderRoutes } from '../../../test/support';
import { useAuthentication } from '../api/session-query';
import { PATIENT_IDLE_DEFAULTS } from '../lib/idle-times';
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

const idleMs = PATIENT_IDLE_DEFAULTS.idleMs;
const warningMs = PATIENT_IDLE_DEFAULTS.warningMs;

// The dialogs' code loads when a first one opens (components/Modal); loaded here, a dialog that is
// not on screen right after the clock moved is one that did not open.
beforeAll(() => import('../../../components/ModalDialog'));
// react-idle-timer keeps the timer functions it found when loaded; createMocks makes it take the
// ones in place now (its own way for tests).
beforeEach(() => {
  startFakeClock();
  createMocks();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  createMocks();
  vi.unstubAllGlobals();
});

describe('PatientIdleWatcher', () => {
  it('warns an idle patient, stays signed in on request, and signs out when the warning runs out', async () => {
    const calls = server();
    const { location } = renderRoutes(routes, '/appointments/k');
    await next(() => screen.getByText('portal'));
    await pass(idleMs - 1000);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await pass(1000);
    const warning = await next(() => screen.getByRole('alertdialog', { name: 'session.idle.title' }));
    expect(warning.textContent).toContain('session.idle.text');
    fireEvent.click(screen.getByRole('button', { name: 'session.idle.stay' }));
    await next(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls).toContain('GET /api/authentication/keepalive');
    expect(calls).not.toContain('POST /api/authentication/logout');

    // Left alone again: the warning comes back and runs out.
    await pass(idleMs);
    await next(() => screen.getByRole('alertdialog'));
    await pass(warningMs);
    await next(() => screen.getByText('session.idle.signed_out'));
    expect(calls).toContain('POST /api/authentication/logout');
    expect(location().pathname).toBe('/');
  });

  it('leaves the page before signing out, so the page cannot send the patient to sign in again', async () => {
    const calls = server();
    const { location } = renderRoutes(routes, '/appointments/k');
    await next(() => screen.getByText('portal'));
    await pass(idleMs + warningMs);
    await next(() => screen.getByText('session.idle.signed_out'));
    expect(calls).toContain('POST /api/authentication/logout');
    expect(location().pathname).toBe('/');
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('calls the keepalive while the patient is active, and not while the page lies idle', async () => {
    const calls = server();
    renderRoutes(routes, '/appointments/k');
    await next(() => screen.getByText('portal'));
    const keepaliveMs = PATIENT_IDLE_DEFAULTS.keepaliveMs;
    await pass(keepaliveMs);
    expect(calls).not.toContain('GET /api/authentication/keepalive');
    await pass(60_000);
    fireEvent.mouseMove(document.body);
    await pass(keepaliveMs - 60_000);
    expect(calls).toContain('GET /api/authentication/keepalive');
    expect(calls).not.toContain('POST /api/authentication/logout');
  });
});
