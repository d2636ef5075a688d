import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import { useAuthentication } from '../../patient-auth';
import { PortalGuard } from './PortalGuard';

const KEY = 'K'.repeat(24);
const status = (authenticated: boolean) => ({
  authenticated,
  scopes: authenticated ? [{ kind: 'APPOINTMENT', bookingKey: KEY, type: 'APPOINTMENT', shared: false }] : [],
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
});

/** A page that read the session before the patient proved who they are (the portal home does). */
function Home() {
  const session = useAuthentication();
  return session.data ? <Link to={`/appointments/${KEY}`}>open</Link> : null;
}

const routes = [
  { path: '/', element: <Home /> },
  {
    path: '/appointments/:key',
    element: (
      <PortalGuard bookingKey={KEY} kind="APPOINTMENT">
        <p>portal</p>
      </PortalGuard>
    ),
  },
  { path: '/authentication', element: <p>sign in</p> },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PortalGuard', () => {
  it('waits for a session cached before the booking was proved instead of sending the patient to sign in', async () => {
    let signedIn = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(status(signedIn))),
    );
    const { location } = renderRoutes(routes, '/');
    const open = await screen.findByRole('link', { name: 'open' });
    // The patient proves the booking (patient match and code) after the session was first read.
    signedIn = true;
    fireEvent.click(open);
    expect(await screen.findByText('portal')).toBeTruthy();
    expect(location().pathname).toBe(`/appointments/${KEY}`);
  });

  it('sends a session without the booking to sign in once it is fresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json(status(false))),
    );
    const { location } = renderRoutes(routes, `/appointments/${KEY}`);
    expect(await screen.findByText('sign in')).toBeTruthy();
    expect(location().pathname).toBe('/authentication');
  });
});
