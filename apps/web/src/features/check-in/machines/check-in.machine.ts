import { and, assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  CHECK_IN_ERROR,
  type CheckInContext,
  type CheckInEvent,
  type CheckInInput,
  checkInGuards,
  messageOf,
  notProvided,
  out,
  replaceAppointment,
} from './check-in.rules';
import type {
  CheckInAppointment,
  CheckInFormValues,
  CheckInPollResponse,
  CheckInReadiness,
  CheckInResult,
  CheckInStep,
  CodeResult,
  Identity,
  IdentityCheckResponse,
} from './check-in.types';

export { type CheckInContext, type CheckInEvent, type CheckInInput, POLL_LIMIT } from './check-in.rules';

/**
 * §4 "Digital check-in" as one machine: identity (kiosk) or one-time code (phone), the appointment
 * list (CONFIRM), enable, simple confirmation or full form, prepare with polling, readiness, the
 * confirmation dialog, check-in with polling, and the end steps SUCCESS, COMPLETE, ERROR, FEEDBACK.
 * Server calls are actors the page provides; navigation and resets are named actions.
 */
export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
  },
  actors: {
    identityCheck: fromPromise<IdentityCheckResponse, { identity: Identity; clinicId: number }>(notProvided),
    sendCode: fromPromise<void>(notProvided),
    validateCode: fromPromise<CodeResult, { code: string }>(notProvided),
    loadAppointments: fromPromise<CheckInAppointment[], { context: CheckInContext }>(notProvided),
    checkEnabled: fromPromise<boolean, { slug: string }>(notProvided),
    prepare: fromPromise<CheckInAppointment, { slug: string; form: CheckInFormValues | null }>(notProvided),
    pollPrepared: fromPromise<CheckInPollResponse, { slug: string }>(notProvided),
    readiness: fromPromise<CheckInReadiness, { slug: string }>(notProvided),
    checkIn: fromPromise<CheckInResult, { slug: string }>(notProvided),
    pollCheckedIn: fromPromise<CheckInPollResponse, { slug: string }>(notProvided),
  },
  delays: { pollInterval: 1500 },
  actions: {
    codeInvalid: () => {},
    // One match of the same patient: a kiosk of that clinic is trusted, elsewhere the code proves it.
    storeMatch: assign({
      bookingKey: ({ event }) => out<IdentityCheckResponse>(event).appointmentBookingKeys[0] ?? null,
      feedbackAnswered: ({ event }) => out<IdentityCheckResponse>(event).feedbackQuestionnaireAnswered,
    }),
    storePolled: assign({
      appointments: ({ context, event }) =>
        replaceAppointment(context.appointments, out<CheckInPollResponse>(event).appointment),
    }),
    storeResult: assign({
      appointments: ({ context, event }) =>
        replaceAppointment(context.appointments, out<CheckInResult>(event).checkInAppointment),
    }),
    storeFailure: assign({
      message: ({ event }) => out<CheckInPollResponse>(event).message ?? CHECK_IN_ERROR,
    }),
    finishFeedback: () => {},
  },
  guards: checkInGuards,
}).createMachine({
  id: 'checkIn',
  context: ({ input }) => ({
    clinicId: input.clinicId,
    identity: null,
    bookingKey: null,
    feedbackAnswered: false,
    appointments: [],
    slug: null,
    form: null,
    readiness: null,
    message: null,
    codeError: null,
    pollCount: 0,
    changeOrigin: 'form',
  }),
  initial: 'identity',
  states: {
    identity: {
      on: {
        SUBMIT_IDENTITY: {
          target: 'checkingIdentity',
          actions: assign({ identity: ({ event }) => event.identity }),
        },
      },
    },
    checkingIdentity: {
      invoke: {
        src: 'identityCheck',
        input: ({ context }) => ({ identity: context.identity as Identity, clinicId: context.clinicId }),
        onDone: [
          {
            guard: 'disabled',
            target: 'error',
            actions: assign({ message: ({ event }) => event.output.disabledReason }),
          },
          { guard: 'codeRequired', target: 'sendingCode' },
          { guard: 'oneSamePatient', target: 'loadingAppointments', actions: 'storeMatch' },
          { target: 'error', actions: assign({ message: CHECK_IN_ERROR }) },
        ],
        onError: {
          target: 'error',
          actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
        },
      },
    },
    sendingCode: {
      invoke: {
        src: 'sendCode',
        onDone: 'verifyOtp',
        onError: {
          target: 'error',
          actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
        },
      },
    },
    verifyOtp: {
      initial: 'waiting',
      states: {
        waiting: { on: { SUBMIT_CODE: 'validating' } },
        validating: {
          invoke: {
            src: 'validateCode',
            input: ({ event }) => ({ code: (event as { code?: string }).code ?? '' }),
            onDone: [
              {
                guard: 'codeValid',
                target: '#checkIn.loadingAppointments',
                actions: assign({ codeError: null, bookingKey: ({ event }) => event.output.bookingKey }),
              },
              {
                target: 'waiting',
                actions: [
                  assign({
                    codeError: ({ event }) => event.output.message ?? 'message.authentication_otp_error',
                  }),
                  'codeInvalid',
                ],
              },
            ],
            onError: {
              target: '#checkIn.error',
              actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
            },
          },
        },
      },
    },
    loadingAppointments: {
      invoke: {
        src: 'loadAppointments',
        input: ({ context }) => ({ context }),
        onDone: [
          { guard: 'noAppointments', target: 'error', actions: assign({ message: CHECK_IN_ERROR }) },
          {
            guard: 'feedbackWanted',
            target: 'feedback',
            actions: assign({ appointments: ({ event }) => event.output }),
          },
          { target: 'confirm', actions: assign({ appointments: ({ event }) => event.output }) },
        ],
        onError: {
          target: 'error',
          actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
        },
      },
    },
    confirm: {
      initial: 'list',
      states: {
        list: {
          entry: assign({ message: null, form: null, readiness: null, pollCount: 0 }),
          on: { CHECK_IN: { target: 'enabling', actions: assign({ slug: ({ event }) => event.slug }) } },
        },
        enabling: {
          invoke: {
            src: 'checkEnabled',
            input: ({ context }) => ({ slug: context.slug as string }),
            onDone: [
              { guard: 'enabled', target: 'choosingMode' },
              {
                target: 'lateNotice',
                actions: assign({ message: 'message.late_enable_digital_check_in_error' }),
              },
            ],
            onError: {
              target: '#checkIn.error',
              actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
            },
          },
        },
        choosingMode: { always: [{ guard: 'simpleMode', target: 'simpleConfirm' }, { target: 'form' }] },
        lateNotice: { on: { ACK: 'list' } },
        simpleConfirm: { on: { CONFIRM: 'preparing', CANCEL: 'list' } },
        form: {
          on: {
            SUBMIT_FORM: { target: 'preparing', actions: assign({ form: ({ event }) => event.form }) },
            CANCEL: 'list',
            PATIENT_CHANGE_DONE: { target: 'changeDone', actions: assign({ changeOrigin: 'form' }) },
          },
        },
        preparing: {
          invoke: {
            src: 'prepare',
            input: ({ context }) => ({ slug: context.slug as string, form: context.form }),
            onDone: {
              target: 'pollingPrepared',
              actions: assign({
                appointments: ({ context, event }) => replaceAppointment(context.appointments, event.output),
              }),
            },
            onError: {
              target: '#checkIn.error',
              actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
            },
          },
        },
        // The processing modal shows in both polling states.
        pollingPrepared: {
          entry: assign({ pollCount: ({ context }) => context.pollCount + 1 }),
          invoke: {
            src: 'pollPrepared',
            input: ({ context }) => ({ slug: context.slug as string }),
            onDone: [
              { guard: 'pollFailed', target: '#checkIn.error', actions: 'storeFailure' },
              { guard: 'pollSent', target: 'reloading', actions: 'storePolled' },
              { guard: 'pollsLeft', target: 'waitingPrepared' },
              { target: '#checkIn.error', actions: assign({ message: CHECK_IN_ERROR }) },
            ],
            onError: {
              target: '#checkIn.error',
              actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
            },
          },
        },
        waitingPrepared: { after: { pollInterval: 'pollingPrepared' } },
        reloading: {
          invoke: {
            src: 'loadAppointments',
            input: ({ context }) => ({ context }),
            onDone: {
              target: 'checkingReadiness',
              actions: assign({ appointments: ({ event }) => event.output }),
            },
            onError: {
              target: '#checkIn.error',
              actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
            },
          },
        },
        checkingReadiness: {
          invoke: {
            src: 'readiness',
            input: ({ context }) => ({ slug: context.slug as string }),
            onDone: [
              {
                guard: 'isReady',
                target: 'confirmDialog',
                actions: assign({ readiness: ({ event }) => event.output }),
              },
              {
                guard: 'referralMissing',
                target: 'referralUpload',
                actions: assign({ readiness: ({ event }) => event.output }),
              },
              {
                target: 'notReady',
                actions: assign({
                  readiness: ({ event }) => event.output,
                  message: ({ event }) => event.output.message || 'message.unknown_reason',
                }),
              },
            ],
            onError: {
              target: '#checkIn.error',
              actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
            },
          },
        },
        notReady: { on: { ACK: 'list' } },
        referralUpload: { on: { UPLOADED: 'checkingReadiness', CANCEL: 'list' } },
        confirmDialog: {
          on: {
            CONFIRM: 'checkingIn',
            CANCEL: 'list',
            PATIENT_CHANGE_DONE: { target: 'changeDone', actions: assign({ changeOrigin: 'confirmation' }) },
          },
        },
        changeDone: { on: { ACK: [{ guard: 'fromForm', target: 'form' }, { target: 'confirmDialog' }] } },
        checkingIn: {
          entry: assign({ pollCount: 0 }),
          invoke: {
            src: 'checkIn',
            input: ({ context }) => ({ slug: context.slug as string }),
            onDone: [
              {
                guard: and(['checkInConfirmed', 'resultHasFolio']),
                target: '#checkIn.complete',
                actions: 'storeResult',
              },
              { guard: 'checkInConfirmed', target: '#checkIn.success', actions: 'storeResult' },
              { guard: 'checkInPending', target: 'pollingCheckedIn' },
              { target: '#checkIn.error', actions: assign({ message: CHECK_IN_ERROR }) },
            ],
            onError: {
              target: '#checkIn.error',
              actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
            },
          },
        },
        pollingCheckedIn: {
          entry: assign({ pollCount: ({ context }) => context.pollCount + 1 }),
          invoke: {
            src: 'pollCheckedIn',
            input: ({ context }) => ({ slug: context.slug as string }),
            onDone: [
              { guard: 'pollFailed', target: '#checkIn.error', actions: 'storeFailure' },
              { guard: 'hasFolio', target: '#checkIn.complete', actions: 'storePolled' },
              { guard: 'pollSent', target: '#checkIn.success', actions: 'storePolled' },
              { guard: 'pollsLeft', target: 'waitingCheckedIn' },
              { target: '#checkIn.error', actions: assign({ message: CHECK_IN_ERROR }) },
            ],
            onError: {
              target: '#checkIn.error',
              actions: assign({ message: ({ event }) => messageOf(event.error, CHECK_IN_ERROR) }),
            },
          },
        },
        waitingCheckedIn: { after: { pollInterval: 'pollingCheckedIn' } },
      },
    },
    success: { on: { GIVE_FEEDBACK: 'feedback' } },
    complete: { on: { GIVE_FEEDBACK: 'feedback' } },
    feedback: { on: { FEEDBACK_DONE: { actions: 'finishFeedback' } } },
    error: {},
  },
});

/** Which §2 step the URL shows for a machine state (undefined: the kiosk identity stage). */
export function stepOf(state: SnapshotFrom<typeof checkInMachine>): CheckInStep | undefined {
  if (state.matches('verifyOtp')) return 'VERIFY_OTP';
  if (state.matches('success')) return 'SUCCESS';
  if (state.matches('complete')) return 'COMPLETE';
  if (state.matches('error')) return 'ERROR';
  if (state.matches('feedback')) return 'FEEDBACK';
  if (state.matches('confirm')) return 'CONFIRM';
  return undefined;
}
