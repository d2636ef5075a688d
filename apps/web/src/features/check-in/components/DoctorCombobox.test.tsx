import type { Doctor } from '@rb/contracts';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import { fakeFetch } from '../test/fake-server';
import { DOCTOR_SEARCH_DEBOUNCE_MS, DoctorCombobox } from './DoctorCombobox';

const smith: Doctor = {
  id: 7,
  firstName: 'Amelia',
  lastName: 'Smith',
  cityName: 'Sydney',
  postalCode: '2000',
};
const smithers: Doctor = {
  id: 8,
  firstName: 'James',
  lastName: 'Smithers',
  cityName: 'Parramatta',
  postalCode: '2150',
};

function Harness({ excludeIds }: { excludeIds: number[] }) {
  const [selected, setSelected] = useState<Doctor | null>(null);
  return (
    <>
      <DoctorCombobox slug="a-slug-1234" excludeIds={excludeIds} selected={selected} onSelect={setSelected} />
      <output>{selected ? `chosen ${selected.id}` : 'none'}</output>
    </>
  );
}

function setup(excludeIds: number[] = []) {
  const searches: string[] = [];
  const searchedAt: number[] = [];
  const server = fakeFetch({
    'GET /api/secured/appointments/a-slug-1234/doctor_search/Smi': (url) => {
      searches.push(`${url.pathname}${url.search}`);
      searchedAt.push(performance.now());
      return { status: 200, body: [smith, smithers] };
    },
  });
  vi.stubGlobal('fetch', server.fetch);
  renderRoutes([{ path: '/', element: <Harness excludeIds={excludeIds} /> }], '/');
  return { searches, searchedAt, calls: server.calls };
}

const type = (value: string) => userEvent.type(screen.getByRole('combobox'), value);
const wait = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('doctor search', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('does not search with 2 characters or fewer', async () => {
    const { calls } = setup();
    await type('Sm');
    await wait(DOCTOR_SEARCH_DEBOUNCE_MS + 100);
    expect(calls.filter((c) => c.includes('doctor_search'))).toEqual([]);
  });

  it('searches once after more than 2 characters, 200 ms after the last keystroke', async () => {
    const { searches, searchedAt } = setup();
    // Timed from the last keystroke itself, so a slow machine only lengthens the gap.
    let lastKeystroke = 0;
    const onKey = () => {
      lastKeystroke = performance.now();
    };
    document.addEventListener('keyup', onKey, true);
    await type('Smi');
    await waitFor(() => expect(searches).toHaveLength(1));
    document.removeEventListener('keyup', onKey, true);
    expect(lastKeystroke).toBeGreaterThan(0);
    expect((searchedAt[0] ?? 0) - lastKeystroke).toBeGreaterThanOrEqual(DOCTOR_SEARCH_DEBOUNCE_MS - 5);
    await wait(DOCTOR_SEARCH_DEBOUNCE_MS);
    expect(searches).toHaveLength(1);
    expect(await screen.findByRole('option', { name: /Amelia Smith, Sydney 2000/ })).toBeTruthy();
  });

  it('leaves out the doctors already chosen, and asks the server to as well', async () => {
    const { searches } = setup([7]);
    await type('Smi');
    await screen.findByRole('option', { name: /James Smithers/ });
    expect(screen.queryByRole('option', { name: /Amelia Smith,/ })).toBeNull();
    expect(searches[0]).toContain('exclude=7');
  });

  it('chooses a doctor from the list', async () => {
    setup();
    await type('Smi');
    await userEvent.click(await screen.findByRole('option', { name: /James Smithers/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('chosen 8'));
  });
});
