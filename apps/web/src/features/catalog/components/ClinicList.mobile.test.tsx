import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { readBookingRoute } from '../../appointments/lib/booking-route';
import { makeClinic } from '../model/test-data';
import { ClinicList } from './ClinicList';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mobile locations in the finder (§2 mobileLocationId)', () => {
  it('marks the imaging van row as a mobile location and no fixed clinic', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderWithApp(
      <ClinicList
        clinics={[
          makeClinic({ id: 1, name: 'Harbour Imaging' }),
          makeClinic({ id: 9, name: 'Mobile Imaging Van', mobile: true }),
        ]}
        selectedClinicId={null}
        onChoose={() => {}}
        onShowOnMap={() => {}}
      />,
    );
    const [fixed, van] = screen.getAllByRole('listitem');
    expect(within(van as HTMLElement).getByText('catalog.clinics.mobile')).toBeTruthy();
    expect(within(fixed as HTMLElement).queryByText('catalog.clinics.mobile')).toBeNull();
  });

  it('books at the van a link names by mobileLocationId, unless a clinic is chosen', () => {
    const route = (query: string) =>
      readBookingRoute({ examSlug: 'xray-chest' }, new URLSearchParams(query), false).clinicId;
    expect(route('mobileLocationId=9')).toBe(9);
    expect(route('mobileLocationId=9&selectedClinic=3')).toBe(3);
    expect(route('mobileLocationId=van')).toBeNull();
  });
});
