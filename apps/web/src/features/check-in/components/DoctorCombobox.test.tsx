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

function Harness({ excludeIds, error }: { excludeIds: number[]; error?: string }) {
  const [selected, setSelected] = useState<Doctor | null>(null);
  return (
    <>
      <DoctorCombobox
        slug="a-slug-1234"
        excludeIds={excludeIds}
        selected={selected}
        onSelect={setSelected}
        error={error}
      />
      <output>{selected ? `chosen ${selected.id}` : 'none'}</output>
    </>
  );
}

function setup(excludeIds: number[] = [], error?: string) {
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
  renderRoutes([{ path: '/', element: <Harness excludeIds={excludeIds} error={error} /> }], '/');
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

  it('chooses the highlighted doctor with the arrow keys and Enter', async () => {
    setup();
    await type('Smi');
    const input = screen.getByRole('combobox', { name: 'check_in.referrer' });
    const second = await screen.findByRole('option', { name: /James Smithers/ });
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('chosen 8'));
    expect((input as HTMLInputElement).value).toBe('James Smithers, Parramatta 2150');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('keeps the typed text when typing over a chosen doctor, and forgets the choice', async () => {
    setup();
    await type('Smi');
    await userEvent.click(await screen.findByRole('option', { name: /Amelia Smith,/ }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('chosen 7'));
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await userEvent.type(input, '{Backspace}');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('none'));
    expect(input.value).toBe('Amelia Smith, Sydney 200');
  });

  it('closes the list with Escape and keeps the text', async () => {
    setup();
    await type('Smi');
    await screen.findByRole('option', { name: /Amelia Smith,/ });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByRole('combobox').getAttribute('aria-expanded')).toBe('false');
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Smi');
    expect(screen.getByRole('status').textContent).toBe('none');
  });

  it('names the list by the label and says so when nothing is found', async () => {
    setup();
    await type('Sm');
    const listbox = screen.getByRole('listbox', { name: /check_in\.referrer/ });
    expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(0);
    expect(screen.getByText('check_in.no_doctors')).toBeTruthy();
  });

  it('describes the input by the hint, and by the error when there is one', () => {
    setup([], 'validation.required');
    const input = screen.getByRole('combobox', { name: 'check_in.referrer' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['check_in.referrer_hint', 'validation.required']);
    expect(screen.getByText('validation.required').className).toBe('field-error');
  });

  it('keeps every keystroke of fast typing', async () => {
    setup();
    const input = screen.getByRole('combobox') as HTMLInputElement;
    await userEvent.setup({ delay: null }).type(input, 'Smithers');
    expect(input.value).toBe('Smithers');
  });
});
