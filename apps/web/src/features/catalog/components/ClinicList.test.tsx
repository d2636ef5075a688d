import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { makeClinic } from '../model/test-data';
import { ClinicList } from './ClinicList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const clinics = [makeClinic({ id: 1, name: 'Harbour Imaging' }), makeClinic({ id: 2, name: 'Hill Imaging' })];

describe('clinic list next available slot (§7 next available)', () => {
  it('shows each clinic its own next free time for the exam, or that there is none', async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(String(input));
      return fakeFetch({
        'GET /api/clinics/1/next_available': () => ({
          status: 200,
          body: {
            clinicId: 1,
            timeZone: 'Australia/Sydney',
            slot: { start: '2030-03-04T22:00:00Z', end: '2030-03-04T22:30:00Z', deviceId: 3 },
          },
        }),
        'GET /api/clinics/2/next_available': () => ({
          status: 200,
          body: { clinicId: 2, timeZone: 'Australia/Sydney', slot: null },
        }),
      })(input, init);
    });
    await renderWithApp(
      <ClinicList
        clinics={clinics}
        selectedClinicId={null}
        nextAvailableExam="mri-knee"
        onChoose={() => {}}
        onShowOnMap={() => {}}
      />,
    );
    const [harbour, hill] = screen.getAllByRole('listitem');
    expect((await within(harbour as HTMLElement).findByTestId('next-available')).textContent).toBe(
      'catalog.clinics.next_available',
    );
    expect((await within(hill as HTMLElement).findByTestId('next-available')).textContent).toBe(
      'catalog.clinics.no_next_available',
    );
    expect(asked.every((url) => url.includes('examSlug=mri-knee'))).toBe(true);
  });

  it('asks nothing when the exams have no slots (enquiries)', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await renderWithApp(
      <ClinicList clinics={clinics} selectedClinicId={null} onChoose={() => {}} onShowOnMap={() => {}} />,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByTestId('next-available')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
