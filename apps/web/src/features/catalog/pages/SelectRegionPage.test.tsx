import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../test/support';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const regions = [
  { id: 1, slug: 'sydney', name: 'Sydney', location: { latitude: -33.87, longitude: 151.21 } },
  { id: 2, slug: 'newcastle', name: 'Newcastle', location: { latitude: -32.93, longitude: 151.78 } },
];

/** The embedded route table without its shell, so the page under test is the routed one. */
const embeddedRoutes = (): RouteObject[] => [
  { path: '/iframe', children: routes.find((r) => r.path === '/iframe')?.children ?? [] },
];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/iframe/select-region', () => {
  it('opens the region choice, and a region confirmed with Continue leads to the exam choice with it', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      String(url).endsWith('/api/regions') ? json(regions) : json([]),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { location } = renderRoutes(embeddedRoutes(), '/iframe/select-region?kioskMode=true');
    const group = await screen.findByRole('group', { name: 'catalog.region.legend' });
    expect(group).toBeTruthy();
    expect(location().pathname).toBe('/iframe/select-region');
    fireEvent.click(screen.getByRole('radio', { name: 'Newcastle' }));
    // Checking a radio (as the arrow keys do) only chooses; Continue goes on.
    expect(location().pathname).toBe('/iframe/select-region');
    fireEvent.click(screen.getByRole('button', { name: 'catalog.region.continue' }));
    // The router commits once the lazy home page is imported, cold in this test.
    await waitFor(() => expect(location().pathname).toBe('/iframe'));
    const search = new URLSearchParams(location().search);
    expect(search.get('regionSlug')).toBe('newcastle');
    expect(search.get('kioskMode')).toBe('true');
  });

  it('asks for a region when Continue is pressed without one', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (String(url).endsWith('/api/regions') ? json(regions) : json([]))),
    );
    const { location } = renderRoutes(embeddedRoutes(), '/iframe/select-region');
    fireEvent.click(await screen.findByRole('button', { name: 'catalog.region.continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('catalog.region.none_selected');
    expect(location().pathname).toBe('/iframe/select-region');
  });
});
