import type { AppointmentConfirmation, BookingRequestConfirmation } from '@rb/contracts';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../../test/support';
import BookingRequestConfirmationPage from '../../booking-requests/pages/BookingRequestConfirmationPage';
import DenyPage from '../../patient-auth/pages/DenyPage';
import AppointmentConfirmationPage from './AppointmentConfirmationPage';

const KEY = 'k'.repeat(24);
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
const clinic = {
  id: 1,
  slug: 'sydney-cbd',
  name: 'Sydney CBD',
  address: '1 George St',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  phone: '02 9000 0000',
  latitude: -33.86,
  longitude: 151.2,
  timeZone: 'Australia/Sydney',
  mobile: false,
};
const appointmentConfirmation = (status: AppointmentConfirmation['status']): AppointmentConfirmation => ({
  bookingKey: KEY,
  status,
  firstName: 'Ada',
  clinic,
  appointments: [
    {
      slug: 's'.repeat(24),
      status,
      examSlug: 'us-abdomen',
      examName: 'Abdomen',
      nameWithModality: 'Ultrasound Abdomen',
      modalityName: 'Ultrasound',
      clinicId: 1,
      clinicName: 'Sydney CBD',
      deviceId: 1,
      start: '2030-03-03T22:00:00.000Z',
      end: '2030-03-03T22:15:00.000Z',
      timeZone: 'Australia/Sydney',
      localDate: '2030-03-04',
      localStartTime: '09:00',
      localEndTime: '09:15',
      preparationNotes: null,
      preparationMinutes: 0,
    },
  ],
});
const requestConfirmation = (status: BookingRequestConfirmation['status']): BookingRequestConfirmation => ({
  bookingKey: KEY,
  status,
  firstName: 'Ada',
  clinic,
  exams: [
    {
      slug: 'ct-colonography',
      name: 'Colonography',
      nameWithModality: 'CT Colonography',
      modalityName: 'CT',
      preparationNotes: null,
    },
  ],
  createdAt: '2030-03-01T00:00:00.000Z',
});

function serve(body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      String(url).startsWith('/api/questionnaires')
        ? json({
            questionnaires: [],
            bookingKey: KEY,
            examQuestionnaireAnswers: [],
            allQuestionnaireAnswers: [],
          })
        : json(body),
    ),
  );
}

const routes = [
  { path: '/:clinicPath/appointments/:bookingKey', element: <AppointmentConfirmationPage /> },
  { path: '/:clinicPath/booking-requests/:bookingKey', element: <BookingRequestConfirmationPage /> },
  { path: '/deny', element: <DenyPage /> },
];
const heading = async () => (await screen.findByRole('heading', { level: 1 })).textContent;
const manageLink = (name = 'booking.confirmation.manage') => screen.queryByRole('link', { name });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('appointment confirmation page', () => {
  it('a booked appointment offers to manage it in the portal, through authentication', async () => {
    serve(appointmentConfirmation('BOOKED'));
    renderRoutes(routes, `/sydney-cbd/appointments/${KEY}`);
    await screen.findByText('booking.confirmation.email_sent');
    expect(await heading()).toBe('booking.confirmation.title');
    expect(manageLink()?.getAttribute('href')).toBe(`/appointments/${KEY}`);
    expect(screen.getByText('booking.confirmation.give_feedback')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Ultrasound Abdomen' })).toBeTruthy();
  });

  it.each([
    ['CANCELED', 'booking.outcome.canceled.title', false],
    ['RESCHEDULED', 'booking.outcome.rescheduled.title', true],
    ['CHANGED', 'booking.outcome.rescheduled.title', true],
    ['DECLINED_BY_PATIENT', 'booking.outcome.declined_by_patient.title', false],
    ['EXPIRED', 'booking.outcome.expired.title', false],
    ['EXPIRED_PATIENT', 'booking.outcome.expired.title', false],
    ['REMOVED_BY_OPERATOR', 'booking.outcome.removed_by_operator.title', false],
    ['DELETED', 'booking.outcome.removed_by_operator.title', false],
    ['ON_HOLD', 'booking.outcome.waiting_protocol.title', true],
  ] as const)(
    '%s is worded by its status, without "booked", the email note or feedback',
    async (status, title, manage) => {
      serve(appointmentConfirmation(status));
      renderRoutes(routes, `/sydney-cbd/appointments/${KEY}`);
      await screen.findByText(`booking.status.${status}`, { selector: 'strong' });
      expect(await heading()).toBe(title);
      expect(screen.queryByText('booking.confirmation.email_sent')).toBeNull();
      expect(screen.queryByText('booking.confirmation.give_feedback')).toBeNull();
      expect(screen.queryByText('booking.confirmation.lead')).toBeNull();
      expect(manageLink() !== null).toBe(manage);
    },
  );

  it('a pending appointment says it waits for confirmation and still offers to manage it', async () => {
    serve(appointmentConfirmation('PENDING'));
    renderRoutes(routes, `/sydney-cbd/appointments/${KEY}`);
    await screen.findByText('booking.confirmation.email_sent');
    expect(await heading()).toBe('booking.confirmation.pending_title');
    expect(manageLink()).toBeTruthy();
  });
});

describe('booking request confirmation page', () => {
  it('a received enquiry offers to manage it in the booking request portal', async () => {
    serve(requestConfirmation('PENDING'));
    renderRoutes(routes, `/sydney-cbd/booking-requests/${KEY}`);
    await screen.findByText('booking.confirmation.email_sent');
    expect(await heading()).toBe('booking.request_confirmation.title');
    expect(manageLink('booking.request_confirmation.manage')?.getAttribute('href')).toBe(
      `/booking-requests/${KEY}`,
    );
  });

  it.each([
    ['CANCELED', 'booking.request_outcome.canceled.title'],
    ['BOOKED', 'booking.request_outcome.booked.title'],
    ['ON_HOLD', 'booking.request_outcome.waiting_protocol.title'],
  ] as const)('%s is worded by its status, not as just sent', async (status, title) => {
    serve(requestConfirmation(status));
    renderRoutes(routes, `/sydney-cbd/booking-requests/${KEY}`);
    await screen.findByText(`booking.request_status.${status}`, { selector: 'strong' });
    expect(await heading()).toBe(title);
    expect(screen.queryByText('booking.confirmation.email_sent')).toBeNull();
    expect(screen.queryByText('booking.request_confirmation.lead')).toBeNull();
  });

  it.each(['REMOVED_BY_OPERATOR', 'DELETED'] as const)(
    '%s goes to the deny page, which shows the reason staff gave (§4)',
    async (status) => {
      serve({ ...requestConfirmation(status), closeReason: 'We do not offer this exam for your referral.' });
      renderRoutes(routes, `/sydney-cbd/booking-requests/${KEY}`);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'deny.removed_by_operator.title' }),
      ).toBeTruthy();
      expect((await screen.findByTestId('close-reason')).textContent).toBe(
        'deny.close_reason We do not offer this exam for your referral.',
      );
    },
  );
});
