import type { AuthenticationResult, AuthenticationStatus, SendCodeResult } from '@rb/contracts';
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import { type AuthParams, readAuthParams } from '../lib/auth-params';
import { authenticationMachine } from './authentication.machine';

const ORIGIN = 'https://portal.example';
const params = (query: string): AuthParams => readAuthParams(new URLSearchParams(query), ORIGIN);
const LINK = 'bookingKey=KEY123&type=APPOINTMENT&returnUrl=/appointments/KEY123';

const status = (over: Partial<AuthenticationStatus> = {}): AuthenticationStatus => ({
  authenticated: false,
  scopes: [],
  expiresAt: null,
  idleExpiresAt: null,
  contactNumberAuthEnabled: false,
  captchaAlwaysRequired: false,
  ...over,
});
const result = (over: Partial<AuthenticationResult> = {}): AuthenticationResult => ({
  success: false,
  maxAttemptsReached: false,
  message: null,
  codeRequired: false,
  captchaRequired: false,
  ...over,
});
const sent: SendCodeResult = {
  sent: true,
  otpMethod: 'EMAIL',
  destination: 'o•••@example.com',
  expiresInSeconds: 300,
  resendAfterSeconds: 5,
};
const problem = (status: number, message: string) => new ApiError({ status, title: 'x', message });

type Answer<T> = T | Error;

/** The machine with fake server calls (answers consumed in order) and spied side effects. */
function start(
  query: string,
  answers: {
    session?: Answer<AuthenticationStatus>;
    dob?: Answer<AuthenticationResult>[];
    send?: Answer<SendCodeResult>[];
    code?: Answer<AuthenticationResult>[];
  },
) {
  const spies = {
    redirectToReturnUrl: vi.fn(),
    redirectToDeny: vi.fn(),
    redirectHome: vi.fn(),
    mergeRoleTranslations: vi.fn(),
    warnNotStarted: vi.fn(),
  };
  const calls = { dob: [] as unknown[], send: [] as unknown[], code: [] as unknown[] };
  const next = async <T>(list: Answer<T>[] | undefined): Promise<T> => {
    const answer = list?.shift();
    if (answer === undefined) throw new Error('unexpected call');
    if (answer instanceof Error) throw answer;
    return answer;
  };
  const machine = authenticationMachine.provide({
    actors: {
      checkSession: fromPromise(async () => {
        const answer = answers.session ?? status();
        if (answer instanceof Error) throw answer;
        return answer;
      }),
      authenticate: fromPromise(async ({ input }) => {
        calls.dob.push(input.context.submission);
        return next(answers.dob);
      }),
      sendCode: fromPromise(async ({ input }) => {
        calls.send.push(input.context.otpMethod);
        return next(answers.send);
      }),
      validateCode: fromPromise(async ({ input }) => {
        calls.code.push(input.context.code);
        return next(answers.code);
      }),
    },
    actions: spies,
  });
  const actor = createActor(machine, { input: { params: params(query), lang: 'en-AU' } });
  actor.start();
  return { actor, spies, calls };
}

const settle = (actor: ReturnType<typeof start>['actor'], state: string) =>
  waitFor(actor, (s) => s.matches(state as never), { timeout: 1000 });

describe('authentication machine (§4)', () => {
  it.each([
    ['type=APPOINTMENT&returnUrl=/appointments/x'],
    ['bookingKey=K&returnUrl=/appointments/x'],
    ['bookingKey=K&type=APPOINTMENT'],
    ['bookingKey=K&type=APPOINTMENT&returnUrl=https://evil.example/'],
  ])('does not start without booking, return address and type: %s', (query) => {
    const { actor, spies } = start(query, {});
    expect(actor.getSnapshot().value).toBe('notStarted');
    expect(spies.warnNotStarted).toHaveBeenCalledOnce();
  });

  it('starts with a slug instead of a booking key', async () => {
    const { actor } = start('slug=s-1&type=APPOINTMENT&returnUrl=/appointments/x', {});
    await settle(actor, 'dobModal');
  });

  it('goes straight to the return address when the session already proves the booking', async () => {
    const { actor, spies } = start(LINK, {
      session: status({
        authenticated: true,
        scopes: [{ kind: 'APPOINTMENT', bookingKey: 'KEY123', type: 'APPOINTMENT', shared: false }],
      }),
    });
    await settle(actor, 'authenticated');
    expect(spies.redirectToReturnUrl).toHaveBeenCalledOnce();
  });

  it('opens the date-of-birth modal, carrying the provider switches', async () => {
    const { actor } = start(LINK, {
      session: status({ contactNumberAuthEnabled: true, captchaAlwaysRequired: true }),
    });
    await settle(actor, 'dobModal');
    expect(actor.getSnapshot().context).toMatchObject({
      contactNumberAuthEnabled: true,
      captchaRequired: true,
      errorMessage: null,
    });
  });

  it('authenticates at once with the date of birth of the link, without contact number', async () => {
    const { actor, calls } = start(`${LINK}&dateOfBirth=1980-04-15`, {
      dob: [result({ success: true, codeRequired: true, otpMethods: ['SMS'] })],
      send: [sent],
    });
    await settle(actor, 'codeModal');
    expect(calls.dob).toEqual([{ dateOfBirth: '1980-04-15' }]);
    expect(calls.send).toEqual(['SMS']);
  });

  it.each([
    ['SMS', ['EMAIL', 'SMS'], 'SMS'],
    ['EMAIL', ['EMAIL', 'SMS'], 'EMAIL'],
    ['SMS', ['EMAIL'], 'EMAIL'],
  ] as const)(
    'sends the code by the link otpType %s when offered %j: %s',
    async (otpType, offered, expected) => {
      const { actor, calls } = start(`${LINK}&dateOfBirth=1980-04-15&otpType=${otpType}`, {
        dob: [result({ success: true, codeRequired: true, otpMethods: [...offered] })],
        send: [sent],
      });
      await settle(actor, 'codeModal');
      expect(calls.send).toEqual([expected]);
    },
  );

  it('reopens the modal with the error (and the captcha) after a wrong date of birth', async () => {
    const { actor } = start(LINK, {
      dob: [result({ message: 'message.authentication_error', captchaRequired: true })],
    });
    await settle(actor, 'dobModal');
    actor.send({ type: 'SUBMIT_DOB', submission: { dateOfBirth: '1980-01-01' } });
    await settle(actor, 'dobModal');
    await waitFor(actor, (s) => s.context.errorMessage !== null);
    expect(actor.getSnapshot().context).toMatchObject({
      errorMessage: 'message.authentication_error',
      captchaRequired: true,
    });
  });

  it('goes to the deny page when the date-of-birth step reaches max attempts', async () => {
    const { actor, spies } = start(LINK, { dob: [result({ maxAttemptsReached: true })] });
    await settle(actor, 'dobModal');
    actor.send({ type: 'SUBMIT_DOB', submission: { dateOfBirth: '1980-01-01' } });
    await settle(actor, 'denied');
    expect(spies.redirectToDeny).toHaveBeenCalledOnce();
  });

  it('goes to the deny page marked revoked when a shared link was revoked', async () => {
    const { actor, spies } = start(`${LINK}&shared=true`, {
      dob: [result({ revoked: true, message: 'message.share_revoked' })],
    });
    await settle(actor, 'dobModal');
    actor.send({ type: 'SUBMIT_DOB', submission: { dateOfBirth: '1980-01-01' } });
    await settle(actor, 'denied');
    expect(actor.getSnapshot().context.revoked).toBe(true);
    expect(spies.redirectToDeny).toHaveBeenCalledOnce();
  });

  it('sends a code and opens the code modal after a right date of birth', async () => {
    const { actor, calls } = start(LINK, {
      dob: [result({ success: true, codeRequired: true, otpMethods: ['EMAIL', 'SMS'] })],
      send: [sent],
    });
    await settle(actor, 'dobModal');
    actor.send({
      type: 'SUBMIT_DOB',
      submission: { dateOfBirth: '1980-04-15', contactNumber: '0412345678' },
    });
    await settle(actor, 'codeModal');
    expect(calls.send).toEqual(['EMAIL']);
    expect(actor.getSnapshot().context).toMatchObject({
      otpSent: true,
      destination: 'o•••@example.com',
      otpMethods: ['EMAIL', 'SMS'],
    });
  });

  it('skips the code for a booking request and redirects with role translations', async () => {
    const { actor, spies, calls } = start(
      'bookingKey=K&isBookingRequest=true&returnUrl=/booking-requests/K',
      {
        dob: [result({ success: true, roleTranslations: '{"a":"b"}' })],
      },
    );
    await settle(actor, 'dobModal');
    actor.send({ type: 'SUBMIT_DOB', submission: { dateOfBirth: '1980-04-15' } });
    await settle(actor, 'authenticated');
    expect(calls.send).toEqual([]);
    expect(actor.getSnapshot().context.roleTranslations).toBe('{"a":"b"}');
    expect(spies.mergeRoleTranslations).toHaveBeenCalledOnce();
    expect(spies.redirectToReturnUrl).toHaveBeenCalledOnce();
  });

  it('reopens the code modal with the server message after a wrong code, then succeeds', async () => {
    const { actor, spies, calls } = start(`${LINK}&dateOfBirth=1980-04-15`, {
      dob: [result({ success: true, codeRequired: true })],
      send: [sent],
      code: [
        result({ message: 'message.authentication_otp_error', codeRequired: true }),
        result({ success: true }),
      ],
    });
    await settle(actor, 'codeModal');
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await waitFor(actor, (s) => s.matches('codeModal') && s.context.errorMessage !== null);
    expect(actor.getSnapshot().context.errorMessage).toBe('message.authentication_otp_error');
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await settle(actor, 'authenticated');
    expect(calls.code).toEqual(['000000', '123456']);
    expect(spies.redirectToReturnUrl).toHaveBeenCalledOnce();
  });

  it('goes to the deny page when wrong codes reach max attempts', async () => {
    const { actor, spies } = start(`${LINK}&dateOfBirth=1980-04-15`, {
      dob: [result({ success: true, codeRequired: true })],
      send: [sent],
      code: [result({ maxAttemptsReached: true, message: 'message.max_attempts_reached' })],
    });
    await settle(actor, 'codeModal');
    actor.send({ type: 'SUBMIT_CODE', code: '000000' });
    await settle(actor, 'denied');
    expect(spies.redirectToDeny).toHaveBeenCalledOnce();
  });

  it('resends by the chosen method and shows a refused resend in the code modal', async () => {
    const { actor, calls } = start(`${LINK}&dateOfBirth=1980-04-15`, {
      dob: [result({ success: true, codeRequired: true })],
      send: [sent, problem(429, 'message.otp_resend_too_soon')],
    });
    await settle(actor, 'codeModal');
    actor.send({ type: 'RESEND', otpMethod: 'SMS' });
    await waitFor(actor, (s) => s.matches('codeModal') && s.context.errorMessage !== null);
    expect(calls.send).toEqual(['EMAIL', 'SMS']);
    expect(actor.getSnapshot().context.errorMessage).toBe('message.otp_resend_too_soon');
  });

  it('returns to the date of birth when the proof ran out', async () => {
    const { actor } = start(`${LINK}&dateOfBirth=1980-04-15`, {
      dob: [result({ success: true, codeRequired: true })],
      send: [sent],
      code: [problem(401, 'message.authentication_expired')],
    });
    await settle(actor, 'codeModal');
    actor.send({ type: 'SUBMIT_CODE', code: '123456' });
    await settle(actor, 'dobModal');
    expect(actor.getSnapshot().context.errorMessage).toBe('message.authentication_expired');
  });

  it('goes home when a modal is dismissed', async () => {
    const first = start(LINK, {});
    await settle(first.actor, 'dobModal');
    first.actor.send({ type: 'DISMISS' });
    expect(first.actor.getSnapshot().value).toBe('dismissed');
    expect(first.spies.redirectHome).toHaveBeenCalledOnce();

    const second = start(`${LINK}&dateOfBirth=1980-04-15`, {
      dob: [result({ success: true, codeRequired: true })],
      send: [sent],
    });
    await settle(second.actor, 'codeModal');
    second.actor.send({ type: 'DISMISS' });
    expect(second.spies.redirectHome).toHaveBeenCalledOnce();
  });

  it('recognises the patient portal by its return address', () => {
    const { actor } = start('bookingKey=K&type=PATIENT_PORTAL&returnUrl=/appointments/K/result/patient', {});
    expect(actor.getSnapshot().context.isPatientPortal).toBe(true);
  });
});
