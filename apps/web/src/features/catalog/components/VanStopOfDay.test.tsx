import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/render';
import { renderRoutes } from '../../../test/support';
import { VanStopOfDay } from './VanStopOfDay';

const stop = {
  date: '2026-03-03',
  placeName: 'Blacktown Hospital',
  address: 'Car park B',
  latitude: -33.77,
  longitude: 150.91,
  opens: '08:30',
  closes: '15:00',
};

/** The server: the van stands at Blacktown on 3 March and nowhere published on other days. */
function server() {
  const asked: string[] = [];
  const answer = fakeFetch({
    'GET /api/mobile_locations/9/stops': () => ({ status: 200, body: { clinicId: 9, stops: [stop] } }),
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    asked.push(`${url.pathname}${url.search}`);
    if (url.searchParams.get('from') !== stop.date)
      return Promise.resolve(
        new Response(JSON.stringify({ clinicId: 9, stops: [] }), {
          headers: { 'content-type': 'application/json' },
        }),
      );
    return answer(input, init);
  });
  return asked;
}

const render = (date: string | null) =>
  renderRoutes([{ path: '/', element: <VanStopOfDay clinicId={9} date={date} /> }], '/');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the van stop of the picked day', () => {
  it('says where the van stands on the picked day, asking for that day only', async () => {
    const asked = server();
    render('2026-03-03');
    expect(await screen.findByText('catalog.mobile.stop_of_day')).toBeTruthy();
    expect(asked).toEqual(['/api/mobile_locations/9/stops?from=2026-03-03&to=2026-03-03']);
  });

  it('says the place is not published on a day without a stop', async () => {
    server();
    render('2026-03-04');
    expect(await screen.findByText('catalog.mobile.no_stop_of_day')).toBeTruthy();
  });

  it('asks nothing before a day is picked', async () => {
    const asked = server();
    const { container } = render(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toEqual([]);
    expect(container.querySelector('.van-stop-of-day')?.textContent).toBe('');
  });
});
