import { describe, expect, it } from 'vitest';
import { authenticationHref } from './portal-access';

const query = (href: string) => new URL(href, 'https://x.test').searchParams;

describe('the portal’s way to the authentication page', () => {
  it('carries the booking, its type and the way back', () => {
    const q = query(authenticationHref('KEY123', 'APPOINTMENT', '/appointments/KEY123'));
    expect(Object.fromEntries(q)).toEqual({
      bookingKey: 'KEY123',
      type: 'APPOINTMENT',
      returnUrl: '/appointments/KEY123',
    });
  });

  it('keeps §6 staffBooking from the email link of a booking staff made', () => {
    const q = query(
      authenticationHref('KEY123', 'APPOINTMENT', '/appointments/KEY123?staffBooking=true', true),
    );
    expect(q.get('staffBooking')).toBe('true');
    expect(q.get('returnUrl')).toBe('/appointments/KEY123?staffBooking=true');
  });

  it('marks a booking request as one', () => {
    expect(
      query(authenticationHref('KEY123', 'BOOKING_REQUEST', '/booking-requests/KEY123')).get(
        'isBookingRequest',
      ),
    ).toBe('true');
  });
});
