import type { PortalBookingRequest } from '@rb/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/support';
import { BookingInfoButton } from './BookingInfoButton';

const KEY = 'k'.repeat(24);
const request = (exams: string[]): PortalBookingRequest => ({
  slug: 'r'.repeat(24),
  bookingKey: KEY,
  status: 'PENDING',
  clinicName: 'Sydney CBD',
  exams,
  createdAt: '2030-03-03T22:00:00.000Z',
  attachmentsCount: 2,
  appointmentBooked: false,
});

const render = (path: string, exams: string[]) =>
  renderRoutes(
    [{ path: '/:kind/:bookingKey', element: <BookingInfoButton request={request(exams)} /> }],
    path,
  );

afterEach(cleanup);

describe('BookingInfoButton', () => {
  it('opens the booking request summary on a home-kind page of a request without an exam', async () => {
    render(`/booking-requests/${KEY}`, []);
    fireEvent.click(screen.getByRole('button', { name: 'portal.booking_info.open' }));
    const dialog = await screen.findByRole('dialog', { name: 'portal.booking_info.title' });
    expect(dialog.textContent).toContain(KEY);
    expect(dialog.textContent).toContain('Sydney CBD');
    expect(dialog.textContent).toContain('portal.booking_request.status.PENDING');
  });

  it('is not shown when the request names an exam or the page is not home-kind', () => {
    render(`/booking-requests/${KEY}`, ['MRI Knee']);
    expect(screen.queryByRole('button', { name: 'portal.booking_info.open' })).toBeNull();
    cleanup();
    render(`/br/${KEY}`, []);
    expect(screen.queryByRole('button', { name: 'portal.booking_info.open' })).toBeNull();
  });
});
