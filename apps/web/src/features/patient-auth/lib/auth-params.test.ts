import { describe, expect, it } from 'vitest';
import { authenticationTypeOf, canStart, maxAttemptsUrl, readAuthParams } from './auth-params';

const read = (query: string) => readAuthParams(new URLSearchParams(query), 'https://portal.example');

describe('authentication page query (§2)', () => {
  it('reads every parameter', () => {
    expect(
      read(
        'bookingKey=K&slug=S&type=APPOINTMENT_RESULTS&returnUrl=/appointments/K/result&shared=true&staffBooking=true&dateOfBirth=1980-04-15&otpType=SMS',
      ),
    ).toEqual({
      bookingKey: 'K',
      slug: 'S',
      type: 'APPOINTMENT_RESULTS',
      returnUrl: '/appointments/K/result',
      shared: true,
      isBookingRequest: false,
      staffBooking: true,
      dateOfBirth: '1980-04-15',
      otpType: 'SMS',
    });
  });

  it('keeps only same-origin return addresses and well-formed dates', () => {
    expect(read('returnUrl=https://evil.example/x').returnUrl).toBeNull();
    expect(read('returnUrl=//evil.example/x').returnUrl).toBeNull();
    expect(read('returnUrl=https://portal.example/a?b=1').returnUrl).toBe('/a?b=1');
    expect(read('dateOfBirth=15/04/1980').dateOfBirth).toBeNull();
    expect(read('otpType=FAX').otpType).toBeNull();
  });

  it('takes a booking request without type as BOOKING_REQUEST', () => {
    expect(read('isBookingRequest=true').type).toBe('BOOKING_REQUEST');
    expect(read('type=NOPE').type).toBeNull();
    expect(canStart(read('bookingKey=K&isBookingRequest=true&returnUrl=/br/K'))).toBe(true);
  });

  it('names the max-attempts message for shared and results links', () => {
    expect(maxAttemptsUrl(read('type=APPOINTMENT'))).toBe(
      '/deny?maxAttempts=true&message=max_attempts_reached',
    );
    expect(maxAttemptsUrl(read('type=APPOINTMENT&shared=true'))).toBe(
      '/deny?maxAttempts=true&message=max_attempts_reached_shared',
    );
    expect(maxAttemptsUrl(read('type=APPOINTMENT_RESULTS'))).toBe(
      '/deny?maxAttempts=true&message=max_attempts_reached_results',
    );
  });
});

const ORIGIN_FOR_TYPE = 'http://localhost';

describe('authentication type of the request (§3, §4 portal detection)', () => {
  const typeOf = (query: string) =>
    authenticationTypeOf(readAuthParams(new URLSearchParams(query), ORIGIN_FOR_TYPE));
  it('is PATIENT_PORTAL when the return address is the patient portal', () => {
    expect(typeOf('bookingKey=K&type=APPOINTMENT_RESULTS&returnUrl=/appointments/K/result/patient')).toBe(
      'PATIENT_PORTAL',
    );
  });

  it("keeps the link's type elsewhere, for booking requests and for share recipients", () => {
    expect(typeOf('bookingKey=K&type=APPOINTMENT&returnUrl=/appointments/K')).toBe('APPOINTMENT');
    expect(typeOf('bookingKey=K&isBookingRequest=true&returnUrl=/booking-requests/K/patient')).toBe(
      'BOOKING_REQUEST',
    );
    expect(
      typeOf('bookingKey=S&type=APPOINTMENT_RESULTS&shared=true&returnUrl=/appointments/S/result/patient'),
    ).toBe('APPOINTMENT_RESULTS');
  });
});
