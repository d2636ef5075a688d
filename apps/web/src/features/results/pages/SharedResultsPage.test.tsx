import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import SharedResultsPage from './SharedResultsPage';

const routes = [
  { path: '/shared-results', element: <SharedResultsPage /> },
  { path: '/appointments/:bookingKey/result', element: <p>results of the booking</p> },
];
const sharedScope = (bookingKey: string, shareId: number) => ({
  kind: 'APPOINTMENT',
  bookingKey,
  type: 'APPOINTMENT_RESULTS',
  shared: true,
  shareId,
});

function serveSession(scopes: unknown[]) {
  const body = {
    authenticated: scopes.length > 0,
    scopes,
    expiresAt: null,
    idleExpiresAt: null,
    contactNumberAuthEnabled: false,
    captchaAlwaysRequired: false,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }),
    ),
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SharedResultsPage (the invitation carries no booking key)', () => {
  it('opens the results of the share the session proved', async () => {
    serveSession([sharedScope('OTHERKEY', 3), sharedScope('KEY7', 7)]);
    const { location } = renderRoutes(routes, '/shared-results?share=7');
    expect(await screen.findByText('results of the booking')).toBeTruthy();
    expect(location().pathname).toBe('/appointments/KEY7/result');
  });

  it('says the results could not be loaded when the session holds no such share', async () => {
    serveSession([sharedScope('KEY7', 7)]);
    renderRoutes(routes, '/shared-results?share=8');
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not be loaded|results\.error/);
  });
});
