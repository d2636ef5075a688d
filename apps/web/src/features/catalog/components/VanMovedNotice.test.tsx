import { focusManager } from '@tanstack/react-query';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch } from '../../../test/render';
import { renderRoutes } from '../../../test/support';
import { ClinicCard } from '../../appointments/components/ClinicCard';
import { makeClinic, makeExam } from '../model/test-data';
import SelectClinicPage from '../pages/SelectClinicPage';

const parked = { address: '1 Station Street', suburb: 'Penrith', latitude: -33.75, longitude: 150.69 };
const movedTo = { address: '9 Mall Road', suburb: 'Blacktown', latitude: -33.77, longitude: 150.91 };

/** The server: one van, parked at `place()`; the token is a digest of where it is. */
function server(place: () => typeof parked) {
  const van = () => makeClinic({ id: 9, name: 'Mobile Imaging Van', mobile: true, ...place() });
  const asked: string[] = [];
  const answer = fakeFetch({
    'GET /api/exams': () => ({ status: 200, body: [makeExam({ slug: 'xray-chest', name: 'Chest X-ray' })] }),
    'GET /api/regions': () => ({ status: 200, body: [] }),
    'GET /api/clinics': () => ({ status: 200, body: [van()] }),
    'GET /api/mobile_locations': () => ({
      status: 200,
      body: { mobileLocations: [van()], token: `t-${place().suburb}` },
    }),
  });
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    asked.push(new URL(String(input), 'http://localhost').pathname);
    return answer(input, init);
  });
  return asked;
}

/** Lets the answer of a call that was made reach the page (it is read after the call returns). */
const answered = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));

/** The patient comes back to the tab: react-query asks the queries that re-check on focus. */
const refocus = () =>
  act(() => {
    focusManager.setFocused(false);
    focusManager.setFocused(true);
  });

afterEach(() => {
  cleanup();
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
});

describe('a moved imaging van (decision 0024 token)', () => {
  it('the finder re-checks the token, lists the van at its new address and says it moved', async () => {
    let place = parked;
    const asked = server(() => place);
    renderRoutes(
      [{ path: '/select-clinic/:examSlug', Component: SelectClinicPage }],
      '/select-clinic/xray-chest?mobileLocationId=9',
    );
    expect(await screen.findByText(/1 Station Street, Penrith/)).toBeTruthy();
    await waitFor(() => expect(asked).toContain('/api/mobile_locations'));
    await answered();
    expect(screen.queryByText('catalog.mobile.moved')).toBeNull();

    place = movedTo;
    await refocus();
    expect(await screen.findByText('catalog.mobile.moved')).toBeTruthy();
    expect(await screen.findByText(/9 Mall Road, Blacktown/)).toBeTruthy();
    expect(screen.queryByText(/1 Station Street/)).toBeNull();
  });

  it("a van's card says it moved; a fixed clinic's card beside it does not", async () => {
    let place = parked;
    const asked = server(() => place);
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <>
              <ClinicCard
                clinic={makeClinic({ id: 9, name: 'Mobile Imaging Van', mobile: true, ...parked })}
              />
              <ClinicCard clinic={makeClinic({ id: 4, name: 'Harbour Imaging' })} />
            </>
          ),
        },
      ],
      '/',
    );
    await waitFor(() => expect(asked.filter((p) => p === '/api/mobile_locations')).toHaveLength(1));
    await answered();
    place = movedTo;
    await refocus();
    // Both cards share one read of the vans; only the van's card says it moved.
    expect(await screen.findByText('catalog.mobile.moved')).toBeTruthy();
    expect(screen.getAllByText('catalog.mobile.moved')).toHaveLength(1);
  });

  it("a fixed clinic's card leaves the vans alone", async () => {
    const asked = server(() => parked);
    renderRoutes(
      [{ path: '/', element: <ClinicCard clinic={makeClinic({ id: 4, name: 'Harbour Imaging' })} /> }],
      '/',
    );
    expect(await screen.findByRole('heading', { name: 'Harbour Imaging' })).toBeTruthy();
    await refocus();
    await answered();
    expect(asked).not.toContain('/api/mobile_locations');
  });
});
