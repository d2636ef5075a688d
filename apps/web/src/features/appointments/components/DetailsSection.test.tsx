import { createHash } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { changeField } from '../../../test/support';
import { DetailsSection } from './DetailsSection';

const KEY = 'abcdefghijklmnopqrstuvwx';
const fill = (label: string, value: string) =>
  changeField(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

/** A tiny ALTCHA challenge the browser solver finds at once (number 5). */
const challenge = {
  algorithm: 'SHA-256',
  salt: 'pepper-',
  challenge: createHash('sha256').update('pepper-5').digest('hex'),
  maxnumber: 10,
  signature: 'signed',
};

const clinic = {
  id: 7,
  slug: 'harbour',
  name: 'Harbour Imaging',
  address: '1 Quay St',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  phone: '0290000000',
  latitude: -33.86,
  longitude: 151.21,
  timeZone: 'Australia/Sydney',
  mobile: false,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('DetailsSection', () => {
  it('asks for the captcha when the server wants one and books again with the solution', async () => {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        [`GET /api/booking_keys/${KEY}/referrals`]: () => ({ status: 200, body: [] }),
        'GET /api/authentication/captcha_challenge': () => ({ status: 200, body: challenge }),
        'POST /api/authentication/verify_captcha': () => ({ status: 200, body: { verified: true } }),
        'POST /api/appointments': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return {
            status: 429,
            body: { status: 429, title: 'Too Many Requests', message: 'message.captcha_required' },
          };
        },
      }),
    );
    await renderWithApp(
      <DetailsSection
        route={{
          advanced: false,
          examSlugs: ['xray-chest'],
          week: undefined,
          clinicId: clinic.id,
          bookingKeys: [KEY],
          separateBooking: false,
          upload: false,
          kioskMode: false,
          modality: null,
          mobileLocationId: null,
          appointmentSlug: null,
          status: null,
          navigateFromClinic: false,
        }}
        exams={[
          {
            slug: 'xray-chest',
            name: 'Chest',
            nameWithModality: 'X-Ray Chest',
            enquiryOnly: false,
            durationMinutes: 15,
            preparationNotes: null,
            preparationMinutes: 0,
            showBookingRequestInfoModal: false,
          },
        ]}
        clinic={clinic}
        keys={[KEY]}
        titles={['Ms']}
        pendingByDefault={false}
        onConflict={() => {}}
        onSubmittingChange={() => {}}
      />,
      { path: '/?date=2030-03-05&startTime=09:00&endTime=09:15&deviceId=3' },
    );
    fill('booking.details.first_name', 'Jane');
    fill('booking.details.last_name', 'Citizen');
    fill('booking.details.date_of_birth', '1980-05-01');
    fill('booking.details.email', 'jane@example.com');
    fill('booking.details.contact_number', '0412345678');
    expect(screen.queryByLabelText('auth.captcha.label')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'booking.details.submit' }));

    const box = await screen.findByLabelText('auth.captcha.label');
    expect(screen.getByRole('alert').textContent).toContain('message.captcha_required');
    expect(sent[0]?.captcha).toBeUndefined();
    fireEvent.click(box);
    await screen.findByText('auth.captcha.verified');
    fireEvent.click(screen.getByRole('button', { name: 'booking.details.submit' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(JSON.parse(atob(String(sent[1]?.captcha)))).toMatchObject({
      challenge: challenge.challenge,
      number: 5,
    });
    // A solution is sent once: the check starts over for the next try.
    await waitFor(() => expect(screen.queryByText('auth.captcha.verified')).toBeNull());
  });
});
