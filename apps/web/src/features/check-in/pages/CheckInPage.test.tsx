import { createHash } from 'node:crypto';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeField, renderRoutes } from '../../../test/support';
import { fakeFetch, ok, todaysAppointment } from '../test/fake-server';
import CheckInPage from './CheckInPage';

const routes = [
  { path: '/check-in', element: <CheckInPage /> },
  { path: '/kiosk', element: <p>kiosk home</p> },
];
const kiosk = {
  kiosk: { id: 'k'.repeat(22), clinicId: 4, clinicName: 'City Clinic', name: 'Lobby', kioskMode: true },
};
const identity = (over: Record<string, unknown> = {}) => ({
  appointmentBookingKeys: ['KEY-1'],
  samePatient: true,
  feedbackQuestionnaireAnswered: false,
  disabledReason: null,
  codeRequired: false,
  ...over,
});

/** A proof-of-work challenge the browser solves at number 3 (the real ones take about a second). */
const salt = 'salt-';
const captchaChallenge = {
  algorithm: 'SHA-256',
  challenge: createHash('sha256').update(`${salt}3`).digest('hex'),
  maxnumber: 10,
  salt,
  signature: 'signed-by-the-server',
};

async function submitIdentity() {
  changeField(await screen.findByLabelText('check_in.last_name'), { target: { value: 'Citizen' } });
  changeField(screen.getByLabelText('check_in.date_of_birth'), { target: { value: '1980-02-03' } });
  fireEvent.click(screen.getByRole('button', { name: 'check_in.find_appointment' }));
}

describe('check-in page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('checks a kiosk patient in, in simple mode, to COMPLETE with the folio number', async () => {
    const server = fakeFetch({
      'GET /api/kiosk/current': ok(kiosk),
      'POST /api/check_in/identity_check': ok(identity()),
      'GET /api/secured/check_in/appointments': ok([todaysAppointment()]),
      'POST /api/secured/appointments/a-slug-1234/check_in/enable': ok(
        todaysAppointment({ status: 'ENABLED' }),
      ),
      'POST /api/secured/appointments/a-slug-1234/check_in/prepare': () => ({
        status: 202,
        body: todaysAppointment({ status: 'PREPARING' }),
      }),
      'GET /api/secured/appointments/a-slug-1234/check_in/preparation_sent': ok({
        sent: true,
        failed: false,
        message: null,
        appointment: todaysAppointment({ checkInPreparedSent: true, status: 'PREPARED' }),
      }),
      'GET /api/secured/appointments/a-slug-1234/check_in/ready': ok({
        ready: true,
        requiredReferralUploaded: true,
        documentTypeId: null,
        message: null,
      }),
      'POST /api/secured/appointments/a-slug-1234/check_in': () => ({
        status: 202,
        body: {
          checkInSuccess: true,
          checkInSent: true,
          checkInAppointment: todaysAppointment({ checkInSent: true, patientFolioNumber: 'F-2048' }),
        },
      }),
    });
    vi.stubGlobal('fetch', server.fetch);
    const { location } = renderRoutes(routes, '/check-in?kioskMode=true');
    await submitIdentity();
    fireEvent.click(await screen.findByRole('button', { name: 'check_in.check_in_for' }));
    await waitFor(() => expect(location().search).toContain('step=CONFIRM'));
    fireEvent.click(await screen.findByRole('button', { name: 'check_in.confirm' }));
    // The readiness check passed: the confirmation dialog asks once more.
    await screen.findByRole('dialog', { name: 'check_in.confirm_dialog_title' });
    fireEvent.click(screen.getByRole('button', { name: 'check_in.confirm' }));
    expect((await screen.findByTestId('folio-number')).textContent).toBe('F-2048');
    expect(location().search).toBe('?kioskMode=true&step=COMPLETE');
    expect(server.calls).toContain('POST /api/secured/appointments/a-slug-1234/check_in');
  });

  it('from a phone (the link names the clinic) the captcha and then the code prove the booking before CONFIRM', async () => {
    const codes: unknown[] = [];
    const identities: { captcha?: string }[] = [];
    const server = fakeFetch({
      'GET /api/authentication/captcha_challenge': ok(captchaChallenge),
      'POST /api/authentication/verify_captcha': ok({ verified: true }),
      // Off a kiosk the answer names nobody, whether or not anyone matched.
      'POST /api/check_in/identity_check': (_url, init) => {
        identities.push(JSON.parse(String(init?.body)));
        return {
          status: 200,
          body: identity({ codeRequired: true, appointmentBookingKeys: [], samePatient: false }),
        };
      },
      'POST /api/check_in/send_code': ok({ sent: true, expiresInSeconds: 300, resendAfterSeconds: 5 }),
      'POST /api/check_in/validate_code': (_url, init) => {
        codes.push(JSON.parse(String(init?.body)));
        return {
          status: 200,
          body: {
            success: true,
            maxAttemptsReached: false,
            message: null,
            codeRequired: false,
            captchaRequired: false,
            bookingKey: 'KEY-1',
          },
        };
      },
      'GET /api/secured/check_in/appointments': ok([todaysAppointment({ simpleMode: false })]),
    });
    vi.stubGlobal('fetch', server.fetch);
    const { location } = renderRoutes(routes, '/check-in?clinicId=4');
    const find = await screen.findByRole('button', { name: 'check_in.find_appointment' });
    // The search waits for the captcha off a kiosk.
    expect((find as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByLabelText('auth.captcha.label'));
    await waitFor(() => expect((find as HTMLButtonElement).disabled).toBe(false));
    await submitIdentity();
    const code = await screen.findByLabelText('check_in.code_label');
    // The address follows the step in an effect, after the step has drawn.
    await waitFor(() => expect(location().search).toBe('?clinicId=4&step=VERIFY_OTP'));
    changeField(code, { target: { value: '123456' } });
    await waitFor(() =>
      expect(
        (screen.getByRole('button', { name: 'check_in.verify_code' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );
    fireEvent.click(screen.getByRole('button', { name: 'check_in.verify_code' }));
    await screen.findByRole('button', { name: 'check_in.check_in_for' });
    expect(location().search).toBe('?clinicId=4&step=CONFIRM');
    expect(identities[0]?.captcha).toEqual(expect.any(String));
    expect(JSON.parse(atob(identities[0]?.captcha ?? '')).number).toBe(3);
    expect(codes).toEqual([{ slug: '', type: 'APPOINTMENT', code: '123456' }]);
    expect(server.calls).toContain('GET /api/secured/check_in/appointments');
    expect(server.calls).not.toContain('GET /api/kiosk/current');
  });

  it('a wrong identity shows ERROR, and the link goes back to the kiosk', async () => {
    const server = fakeFetch({
      'GET /api/kiosk/current': ok(kiosk),
      'POST /api/check_in/identity_check': ok(identity({ appointmentBookingKeys: [], samePatient: false })),
    });
    vi.stubGlobal('fetch', server.fetch);
    const { location } = renderRoutes(routes, '/check-in?kioskMode=true');
    await submitIdentity();
    expect(await screen.findByRole('heading', { name: 'message.check_in_error' })).toBeTruthy();
    await waitFor(() => expect(location().search).toContain('step=ERROR'));
    expect(screen.getByRole('link', { name: 'check_in.back_home' }).getAttribute('href')).toBe(
      '/kiosk?kioskMode=true',
    );
  });

  it('an old history entry with a step starts a fresh flow and shows nobody', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/kiosk/current': ok(kiosk) }).fetch);
    const { location } = renderRoutes(routes, '/check-in?kioskMode=true&step=COMPLETE');
    expect((await screen.findByLabelText<HTMLInputElement>('check_in.last_name')).value).toBe('');
    await waitFor(() => expect(location().search).toBe('?kioskMode=true'));
  });

  it('a phone visit without a clinic explains where to check in', async () => {
    vi.stubGlobal('fetch', fakeFetch({ 'GET /api/kiosk/current': ok({ kiosk: null }) }).fetch);
    renderRoutes(routes, '/check-in');
    expect(await screen.findByText('check_in.no_clinic')).toBeTruthy();
  });
});
