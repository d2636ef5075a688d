import type { AuthenticationResult, AuthenticationStatus, OtpMethod, SendCodeResult } from '@rb/contracts';
import { assign, fromPromise, setup } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import { authenticate, getAuthentication, sendCode, validateCode } from '../api/patient-auth-api';
import { type AuthParams, authenticationTypeOf, canStart, isPatientPortal } from '../lib/auth-params';

export interface DobSubmission {
  dateOfBirth: string;
  contactNumber?: string;
  captcha?: string;
}

export interface AuthContext {
  params: AuthParams;
  lang: string;
  isPatientPortal: boolean;
  /** `message.*` key shown in the open modal. */
  errorMessage: string | null;
  captchaRequired: boolean;
  contactNumberAuthEnabled: boolean;
  otpMethods: OtpMethod[];
  otpMethod: OtpMethod;
  otpSent: boolean;
  codeSentAt: number | null;
  destination: string | null;
  roleTranslations: string | null;
  /** What the DOB step sends: the modal's entry, or the dateOfBirth of the link. */
  submission: DobSubmission | null;
  code: string | null;
  /** The shared link was revoked: the deny page says so instead of "too many attempts". */
  revoked: boolean;
}

export type AuthEvent =
  | { type: 'SUBMIT_DOB'; submission: DobSubmission }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'RESEND'; otpMethod: OtpMethod }
  | { type: 'DISMISS' };

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.problem.message : fallback;

const isMaxAttempts = (error: unknown) =>
  error instanceof ApiError && error.problem.message === 'message.max_attempts_reached';

/** A 401 from the code calls: the date-of-birth proof ran out, the patient starts again. */
const flowExpired = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * §4 Patient authentication, step by step: check the session, the date-of-birth modal (or the
 * link's date of birth), the code sent and its modal, then the return address; too many attempts go
 * to the deny page, dismissing goes home. Side effects are named actions the page provides.
 */
export const authenticationMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as { params: AuthParams; lang: string },
  },
  actors: {
    checkSession: fromPromise<AuthenticationStatus>(() => getAuthentication()),
    authenticate: fromPromise<AuthenticationResult, { context: AuthContext }>(({ input: { context } }) =>
      authenticate({
        bookingKey: context.params.bookingKey,
        slug: context.params.slug,
        type: authenticationTypeOf(context.params),
        dateOfBirth: context.submission?.dateOfBirth ?? '',
        contactNumber: context.submission?.contactNumber || undefined,
        captcha: context.submission?.captcha || undefined,
        shared: context.params.shared,
        lang: context.lang,
      }),
    ),
    sendCode: fromPromise<SendCodeResult, { context: AuthContext }>(({ input: { context } }) =>
      sendCode({
        bookingKey: context.params.bookingKey,
        slug: context.params.slug,
        otpMethod: context.otpMethod,
        lang: context.lang,
      }),
    ),
    validateCode: fromPromise<AuthenticationResult, { context: AuthContext }>(({ input: { context } }) =>
      validateCode({
        bookingKey: context.params.bookingKey,
        slug: context.params.slug,
        type: authenticationTypeOf(context.params),
        code: context.code ?? '',
        lang: context.lang,
      }),
    ),
  },
  actions: {
    warnNotStarted: () =>
      console.warn('Authentication not started: bookingKey or slug, returnUrl and type are required'),
    redirectToReturnUrl: () => {},
    redirectToDeny: () => {},
    redirectHome: () => {},
    mergeRoleTranslations: () => {},
  },
  guards: {
    canStart: ({ context }) => canStart(context.params),
    alreadyAuthenticated: ({ context, event }) => {
      const status = (event as unknown as { output: AuthenticationStatus }).output;
      return Boolean(
        status.authenticated &&
          context.params.bookingKey &&
          status.scopes.some(
            (s) => s.bookingKey === context.params.bookingKey && s.type === context.params.type,
          ),
      );
    },
    hasLinkDateOfBirth: ({ context }) => Boolean(context.params.dateOfBirth),
    /** A share recipient's link was revoked (§4 Deny page, revoked=true). */
    shareRevoked: ({ event }) =>
      Boolean((event as unknown as { output: AuthenticationResult }).output.revoked),
    maxAttempts: ({ event }) =>
      Boolean((event as unknown as { output: AuthenticationResult }).output.maxAttemptsReached),
    needsCode: ({ context, event }) => {
      const output = (event as unknown as { output: AuthenticationResult }).output;
      return output.success && output.codeRequired && !context.params.isBookingRequest;
    },
    succeeded: ({ event }) => Boolean((event as unknown as { output: AuthenticationResult }).output.success),
    errorIsMaxAttempts: ({ event }) => isMaxAttempts((event as unknown as { error: unknown }).error),
    errorIsFlowExpired: ({ event }) => flowExpired((event as unknown as { error: unknown }).error),
  },
}).createMachine({
  id: 'authentication',
  context: ({ input }) => ({
    params: input.params,
    lang: input.lang,
    isPatientPortal: isPatientPortal(input.params),
    errorMessage: null,
    captchaRequired: false,
    contactNumberAuthEnabled: false,
    otpMethods: ['EMAIL', 'SMS'],
    otpMethod: 'EMAIL',
    otpSent: false,
    codeSentAt: null,
    destination: null,
    roleTranslations: null,
    submission: null,
    code: null,
    revoked: false,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'canStart', target: 'checkingSession' }, { target: 'notStarted' }],
    },
    notStarted: { type: 'final', entry: 'warnNotStarted' },
    checkingSession: {
      invoke: {
        src: 'checkSession',
        onDone: [
          { guard: 'alreadyAuthenticated', target: 'authenticated' },
          {
            guard: 'hasLinkDateOfBirth',
            target: 'authenticatingDob',
            actions: assign(({ context, event }) => ({
              contactNumberAuthEnabled: event.output.contactNumberAuthEnabled,
              captchaRequired: event.output.captchaAlwaysRequired,
              // §4: a date of birth from the link starts directly, without a contact number.
              submission: { dateOfBirth: context.params.dateOfBirth as string },
            })),
          },
          {
            target: 'dobModal',
            actions: assign(({ event }) => ({
              contactNumberAuthEnabled: event.output.contactNumberAuthEnabled,
              captchaRequired: event.output.captchaAlwaysRequired,
            })),
          },
        ],
        // Not knowing the session is no reason to refuse a login.
        onError: { target: 'dobModal' },
      },
    },
    dobModal: {
      on: {
        SUBMIT_DOB: {
          target: 'authenticatingDob',
          actions: assign(({ event }) => ({ submission: event.submission, errorMessage: null })),
        },
        DISMISS: 'dismissed',
      },
    },
    authenticatingDob: {
      invoke: {
        src: 'authenticate',
        input: ({ context }) => ({ context }),
        onDone: [
          { guard: 'shareRevoked', target: 'denied', actions: assign({ revoked: true }) },
          { guard: 'maxAttempts', target: 'denied' },
          {
            guard: 'needsCode',
            target: 'sendingCode',
            actions: assign(({ context, event }) => {
              const methods = event.output.otpMethods?.length
                ? event.output.otpMethods
                : (['EMAIL'] as OtpMethod[]);
              // §2 otpType of a results link picks the channel, when the booking offers it.
              const wanted = context.params.otpType;
              const otpMethod = wanted && methods.includes(wanted) ? wanted : (methods[0] as OtpMethod);
              return { otpMethods: methods, otpMethod, captchaRequired: false };
            }),
          },
          {
            guard: 'succeeded',
            target: 'authenticated',
            actions: assign(({ event }) => ({ roleTranslations: event.output.roleTranslations ?? null })),
          },
          {
            target: 'dobModal',
            actions: assign(({ event }) => ({
              errorMessage: event.output.message ?? 'message.authentication_error',
              captchaRequired: event.output.captchaRequired,
            })),
          },
        ],
        onError: [
          { guard: 'errorIsMaxAttempts', target: 'denied' },
          {
            target: 'dobModal',
            actions: assign(({ event }) => ({
              errorMessage: messageOf(event.error, 'message.authentication_error'),
            })),
          },
        ],
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendCode',
        input: ({ context }) => ({ context }),
        onDone: {
          target: 'codeModal',
          actions: assign(({ event }) => ({
            otpSent: true,
            codeSentAt: Date.now(),
            destination: event.output.destination,
            errorMessage: null,
          })),
        },
        onError: [
          { guard: 'errorIsMaxAttempts', target: 'denied' },
          {
            guard: 'errorIsFlowExpired',
            target: 'dobModal',
            actions: assign(({ event }) => ({
              otpSent: false,
              errorMessage: messageOf(event.error, 'message.authentication_expired'),
            })),
          },
          {
            target: 'codeModal',
            actions: assign(({ event }) => ({
              errorMessage: messageOf(event.error, 'message.server_error'),
            })),
          },
        ],
      },
    },
    codeModal: {
      on: {
        SUBMIT_CODE: {
          target: 'validatingCode',
          actions: assign(({ event }) => ({ code: event.code, errorMessage: null })),
        },
        RESEND: {
          target: 'sendingCode',
          actions: assign(({ event }) => ({ otpMethod: event.otpMethod })),
        },
        DISMISS: 'dismissed',
      },
    },
    validatingCode: {
      invoke: {
        src: 'validateCode',
        input: ({ context }) => ({ context }),
        onDone: [
          { guard: 'shareRevoked', target: 'denied', actions: assign({ revoked: true }) },
          { guard: 'maxAttempts', target: 'denied' },
          {
            guard: 'succeeded',
            target: 'authenticated',
            actions: assign(({ event }) => ({ roleTranslations: event.output.roleTranslations ?? null })),
          },
          {
            target: 'codeModal',
            actions: assign(({ event }) => ({
              errorMessage: event.output.message ?? 'message.authentication_otp_error',
            })),
          },
        ],
        onError: [
          { guard: 'errorIsMaxAttempts', target: 'denied' },
          {
            guard: 'errorIsFlowExpired',
            target: 'dobModal',
            actions: assign(({ event }) => ({
              otpSent: false,
              errorMessage: messageOf(event.error, 'message.authentication_expired'),
            })),
          },
          {
            target: 'codeModal',
            actions: assign(({ event }) => ({
              errorMessage: messageOf(event.error, 'message.authentication_otp_error'),
            })),
          },
        ],
      },
    },
    authenticated: { type: 'final', entry: ['mergeRoleTranslations', 'redirectToReturnUrl'] },
    denied: { type: 'final', entry: 'redirectToDeny' },
    dismissed: { type: 'final', entry: 'redirectHome' },
  },
});
