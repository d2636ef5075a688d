import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { makeClinic } from '../../catalog/model/test-data';
import AdvancedBookingPage from './AdvancedBookingPage';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('advanced booking mobile location (§7 mobile locations and token)', () => {
  it('offers the vans of the mobile locations call and keeps the one the address names', async () => {
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/modalities': () => ({ status: 200, body: [] }),
        'GET /api/exams': () => ({ status: 200, body: [] }),
        'GET /api/mobile_locations': () => ({
          status: 200,
          body: {
            mobileLocations: [makeClinic({ id: 9, name: 'Western Sydney Van', mobile: true })],
            token: 'abcdefghijklmnopqrstuv',
          },
        }),
      }),
    );
    await renderWithApp(<AdvancedBookingPage />, { path: '/advanced-booking?mobileLocationId=9' });
    const select = screen.getByLabelText('booking.advanced.mobile_location_field') as HTMLSelectElement;
    await waitFor(() => expect(screen.getByRole('option', { name: 'Western Sydney Van' })).toBeTruthy());
    expect(select.value).toBe('9');
  });
});
