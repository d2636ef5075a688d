import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import UnsubscribePage from './UnsubscribePage';

const KEY = 'k'.repeat(24);
const routes = [{ path: '/unsubscribe/:bookingKey?', element: <UnsubscribePage /> }];

function server(status: number) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      urls.push(`${init.method} ${url}`);
      if (status === 204) return new Response(null, { status });
      return new Response(JSON.stringify({ status, title: 'Error', message: 'message.bad_request' }), {
        status,
        headers: { 'content-type': 'application/problem+json' },
      });
    }),
  );
  return urls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UnsubscribePage', () => {
  it('unsubscribes the booking key of the link and says so', async () => {
    const urls = server(204);
    renderRoutes(routes, `/unsubscribe/${KEY}`);
    expect(await screen.findByText('portal.unsubscribe.done')).toBeTruthy();
    expect(urls).toEqual([`POST /api/notifications/unsubscribe/${KEY}`]);
  });

  it('says when the link is incomplete or the call fails', async () => {
    const urls = server(400);
    renderRoutes(routes, '/unsubscribe');
    expect(await screen.findByText('portal.unsubscribe.missing')).toBeTruthy();
    expect(urls).toEqual([]);
    cleanup();
    renderRoutes(routes, '/unsubscribe/bad');
    expect(await screen.findByText('portal.unsubscribe.failed')).toBeTruthy();
  });
});
