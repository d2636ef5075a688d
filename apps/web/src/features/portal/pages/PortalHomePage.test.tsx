import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startEarlyFetch } from '../../../lib/early-fetch';
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

  it('takes the answer the entry module asked for on a first load, and asks the server itself after that', async () => {
    const answers = [
      { signedIn: false, appointments: [], bookingRequests: [] },
      { signedIn: true, appointments: [], bookingRequests: [] },
    ];
    const fetch = vi.fn(async (url: string) => {
      if (url !== '/api/appointment-summaries') throw new Error(`unexpected call ${url}`);
      const body = answers[fetch.mock.calls.length - 1];
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
    vi.stubGlobal('fetch', fetch);
    startEarlyFetch('/api/appointment-summaries');
    renderRoutes(routes, '/appointments');
    expect(await screen.findByLabelText('portal_home.date_of_birth', { exact: false })).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);

    // A second visit in the same load (the early answer is gone) asks the server.
    cleanup();
    renderRoutes(routes, '/appointments');
    expect(await screen.findByText('portal_home.appointments')).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
