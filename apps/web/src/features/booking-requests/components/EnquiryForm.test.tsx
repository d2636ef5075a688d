import { createHash } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeFetch, renderWithApp } from '../../../test/render';
import { changeField } from '../../../test/support';
import { EnquiryForm } from './EnquiryForm';

const BOOKING_KEY = 'abcdefghijklmnopqrstuvwx';
const fill = (label: string, value: string) =>
  changeField(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });

/** A tiny ALTCHA challenge the browser solver finds at once (number 3). */
const challenge = {
  algorithm: 'SHA-256',
  salt: 'salt-',
  challenge: createHash('sha256').update('salt-3').digest('hex'),
  maxnumber: 10,
  signature: 'signed',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EnquiryForm', () => {
  it('shows the captcha when the server asks for it and sends the enquiry again with the solution', async () => {
    const sent: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      fakeFetch({
        'GET /api/booking_keys/abcdefghijklmnopqrstuvwx/referrals': () => ({ status: 200, body: [] }),
        'GET /api/authentication/captcha_challenge': () => ({ status: 200, body: challenge }),
        'POST /api/authentication/verify_captcha': () => ({ status: 200, body: { verified: true } }),
        'POST /api/booking_requests': (init) => {
          sent.push(JSON.parse(String(init?.body)));
          return sent.length === 1
            ? {
                status: 429,
                body: { status: 429, title: 'Too Many Requests', message: 'message.captcha_required' },
              }
            : {
                status: 201,
                body: {
                  success: true,
                  id: 1,
                  bookingKey: BOOKING_KEY,
                  deleteKey: 'zyxwvutsrqponmlkjihgfedcba',
                  confirmationMessage: 'message.booking_request_created',
                  apiKey: null,
                  confirmationPath: `/enquiry/booking-requests/${BOOKING_KEY}`,
                },
              };
        },
      }),
    );
    await renderWithApp(
      <EnquiryForm
        exams={[]}
        clinic={null}
        titles={['Ms']}
        bookingKey={BOOKING_KEY}
        advanced={false}
        focusUpload={false}
        onSubmittingChange={() => {}}
      />,
    );
    fill('booking.details.first_name', 'Jane');
    fill('booking.details.last_name', 'Citizen');
    fill('booking.details.date_of_birth', '1980-05-01');
    fill('booking.details.email', 'jane@example.com');
    fill('booking.details.contact_number', '0412345678');
    expect(screen.queryByLabelText('auth.captcha.label')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'booking.enquiry.submit' }));

    const box = await screen.findByLabelText('auth.captcha.label');
    expect(sent[0]?.captcha).toBeUndefined();
    fireEvent.click(box);
    await screen.findByText('auth.captcha.verified');
    fireEvent.click(screen.getByRole('button', { name: 'booking.enquiry.submit' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    const payload = JSON.parse(atob(String(sent[1]?.captcha)));
    expect(payload).toMatchObject({ challenge: challenge.challenge, number: 3, signature: 'signed' });
  });
});
