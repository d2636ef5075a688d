import { describe, expect, it } from 'vitest';
import { bookingPath, confirmationPath, keysNeeded, readBookingRoute, routePrefix } from './booking-route';
import { mapLink } from './map-link';
import { bookingStep } from './progress';
import { acceptedTypesLabel, DEFAULT_REFERRAL_CONTENT_TYPES, isAcceptedReferral } from './referral-types';
import { backToBackItems, totalDuration } from './visit-plan';

const KEY = 'abcdefghijklmnopqrstuv';
const KEY2 = 'ABCDEFGHIJKLMNOPQRSTUV';

describe('booking route', () => {
  it('reads exams, clinic, keys and flags from the address', () => {
    const route = readBookingRoute(
      { examSlug: 'mri-knee,us-abdomen', week: '2025-03-03' },
      new URLSearchParams(`selectedClinic=4&bookingKey=${KEY},${KEY2}&separateBooking=true&upload=true`),
      false,
    );
    expect(route).toMatchObject({
      examSlugs: ['mri-knee', 'us-abdomen'],
      week: '2025-03-03',
      clinicId: 4,
      bookingKeys: [KEY, KEY2],
      separateBooking: true,
      upload: true,
    });
    expect(keysNeeded(route)).toBe(2);
  });

  it('needs one key for a single exam or a back-to-back visit, and drops malformed keys', () => {
    const route = readBookingRoute(
      { examSlug: 'mri-knee' },
      new URLSearchParams('clinicId=9&bookingKey=short&separateBooking=true'),
      true,
    );
    expect(route.clinicId).toBe(9);
    expect(route.bookingKeys).toEqual([]);
    expect(route.separateBooking).toBe(false);
    expect(keysNeeded(route)).toBe(1);
  });

  it('reads the appointment being rescheduled, the link status and navigateFromClinic (§2)', () => {
    const route = readBookingRoute(
      { examSlug: 'mri-knee' },
      new URLSearchParams(
        `bookingKey=${KEY}&appointmentSlug=apt-42&status=rescheduled&navigateFromClinic=true`,
      ),
      false,
    );
    expect(route).toMatchObject({
      appointmentSlug: 'apt-42',
      status: 'RESCHEDULED',
      navigateFromClinic: true,
    });
    const odd = readBookingRoute(
      { examSlug: 'mri-knee' },
      new URLSearchParams('appointmentSlug=../admin&status=WHATEVER'),
      false,
    );
    expect(odd).toMatchObject({ appointmentSlug: null, status: null, navigateFromClinic: false });
  });

  it('builds booking paths inside the copy of the routes it is in', () => {
    expect(routePrefix('/iframe/booking/x')).toBe('/iframe');
    expect(routePrefix('/booking/x')).toBe('');
    expect(bookingPath('', false, ['a', 'b'], '2025-03-03')).toBe('/booking/a,b/2025-03-03');
    expect(bookingPath('/iframe', true, ['a'])).toBe('/iframe/advanced-booking/a');
  });

  it('drops the clinic prefix of confirmation paths under advanced booking', () => {
    expect(confirmationPath('', `/north-clinic/appointments/${KEY}`, false)).toBe(
      `/north-clinic/appointments/${KEY}`,
    );
    expect(confirmationPath('', `/north-clinic/appointments/pending/${KEY}`, true)).toBe(
      `/appointments/pending/${KEY}`,
    );
    expect(confirmationPath('/iframe', `/enquiry/booking-requests/${KEY}`, true)).toBe(
      `/iframe/booking-requests/${KEY}`,
    );
  });
});

describe('visit plan', () => {
  it('books exams back to back from the chosen start', () => {
    const exams = [
      { slug: 'a', durationMinutes: 30 },
      { slug: 'b', durationMinutes: 15 },
      { slug: 'c', durationMinutes: 20 },
    ];
    expect(totalDuration(exams)).toBe(65);
    const items = backToBackItems(exams, { clinicId: 1, deviceId: 2, start: '2025-03-04T23:00:00Z' });
    expect(items.map((i) => [i.examSlug, i.start])).toEqual([
      ['a', '2025-03-04T23:00:00.000Z'],
      ['b', '2025-03-04T23:30:00.000Z'],
      ['c', '2025-03-04T23:45:00.000Z'],
    ]);
  });
});

describe('progress steps', () => {
  const base = { enquiry: false, clinicChosen: true, slotsChosen: false, submitting: false };
  it('goes 0 to 3 through the journey, 2 straight away on enquiries', () => {
    expect(bookingStep({ ...base, clinicChosen: false })).toBe(0);
    expect(bookingStep(base)).toBe(1);
    expect(bookingStep({ ...base, slotsChosen: true })).toBe(2);
    expect(bookingStep({ ...base, slotsChosen: true, submitting: true })).toBe(3);
    expect(bookingStep({ ...base, enquiry: true, clinicChosen: false })).toBe(2);
  });
});

describe('referral types', () => {
  it('accepts the configured types, by extension when the browser gives no type', () => {
    expect(
      isAcceptedReferral({ name: 'r.pdf', type: 'application/pdf' }, DEFAULT_REFERRAL_CONTENT_TYPES),
    ).toBe(true);
    expect(isAcceptedReferral({ name: 'photo.HEIC', type: '' }, DEFAULT_REFERRAL_CONTENT_TYPES)).toBe(true);
    expect(
      isAcceptedReferral({ name: 'notes.txt', type: 'text/plain' }, DEFAULT_REFERRAL_CONTENT_TYPES),
    ).toBe(false);
    expect(isAcceptedReferral({ name: 'r.pdf', type: 'application/pdf' }, ['image/png'])).toBe(false);
    expect(acceptedTypesLabel(['application/pdf', 'image/png'])).toBe('PDF, PNG');
  });
});

describe('map link', () => {
  it('is an https link to the clinic coordinates', () => {
    const link = new URL(mapLink(-33.8688, 151.2093));
    expect(link.protocol).toBe('https:');
    expect(link.searchParams.get('mlat')).toBe('-33.868800');
    expect(link.searchParams.get('mlon')).toBe('151.209300');
  });
});
