import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import PortalHomePage from './PortalHomePage';

const routes = [{ path: '/appointments', element: <PortalHomePage /> }];

/** The summaries call held open until `answer` is called, as on a slow connection. */
function heldSummaries() {
  let answer: (body: unknown) => void = () => {};
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      if (url !== '/api/appointment-summaries') throw new Error(`unexpected call ${url}`);
      return new Promise<Response>((resolve) => {
        answer = (body) =>
          resolve(new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } }));
      });
    }),
  );
  return { answer: (body: unknown) => answer(body) };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PortalHomePage', () => {
  it('keeps its heading and a loader on screen while it asks who is signed in, as the server painted them', async () => {
    const summaries = heldSummaries();
    renderRoutes(routes, '/appointments');
    const heading = await screen.findByRole('heading', { level: 1, name: 'portal_home.title' });
    const section = heading.closest('section') as HTMLElement;
    expect(within(section).getByRole('status').textContent).toBe('message.loading');
    expect(screen.queryByRole('form')).toBeNull();
    summaries.answer({ signedIn: false, appointments: [], bookingRequests: [] });
    expect(await screen.findByLabelText('portal_home.date_of_birth', { exact: false })).toBeTruthy();
    expect(screen.queryByText('message.loading')).toBeNull();
  });
});
