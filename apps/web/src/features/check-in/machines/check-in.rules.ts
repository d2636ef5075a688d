import { ApiError } from '../../../lib/api-client';
import type {
  CheckInAppointment,
  CheckInFormValues,
  CheckInPollResponse,
  CheckInReadiness,
  CheckInResult,
  CodeResult,
  Identity,
  IdentityCheckResponse,
} from './check-in.types';
export interface CheckInInput {
  /** The kiosk's clinic, or the clinic named by the phone link. */
  clinicId: number;
}

export type ModalOrigin = 'form' | 'confirmation';

export interface CheckInContext {
  clinicId: number;
  identity: Identity | null;
  /**
   * The booking to check in: from the identity check on a kiosk, from the right code elsewhere
   * (off a kiosk the server keeps the match in its code flow until the code proves it).
   */
  bookingKey: string | null;
  feedbackAnswered: boolean;
  appointments: CheckInAppointment[];
  /** The appointment being checked in. */
  slug: string | null;
  form: CheckInFormValues | null;
  readiness: CheckInReadiness | null;
  /** `message.*` key (or server text) of the open modal or the ERROR step. */
  message: string | null;
  codeError: string | null;
  pollCount: number;
  changeOrigin: ModalOrigin;
}

export type CheckInEvent =
  | { type: 'SUBMIT_IDENTITY'; identity: Identity }
  | { type: 'SUBMIT_CODE'; code: string }
  | { type: 'CHECK_IN'; slug: string }
  | { type: 'SUBMIT_FORM'; form: CheckInFormValues }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'ACK' }
  | { type: 'UPLOADED' }
  | { type: 'PATIENT_CHANGE_DONE' }
  | { type: 'GIVE_FEEDBACK' }
  | { type: 'FEEDBACK_DONE' };

/** §9 "effects retry limit 10": polling a hand-off gives up after this many answers. */
export const POLL_LIMIT = 10;

export const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError ? error.problem.message : fallback;

export const current = (context: CheckInContext) => context.appointments.find((a) => a.slug === context.slug);

export const replaceAppointment = (list: CheckInAppointment[], next: CheckInAppointment) =>
  list.some((a) => a.slug === next.slug)
    ? list.map((a) => (a.slug === next.slug ? next : a))
    : [...list, next];

/** The page provides every server call; an unprovided one fails loudly. */
export const notProvided = () => Promise.reject(new Error('check-in actor not provided'));

type Done<T> = { output: T };
export const out = <T>(event: unknown) => (event as Done<T>).output;
export const CHECK_IN_ERROR = 'message.check_in_error';

type GuardArgs = { context: CheckInContext; event: unknown };

/** The machine's conditions, each named after the §4 rule it decides. */
export const checkInGuards = {
  disabled: ({ event }: GuardArgs) => Boolean(out<IdentityCheckResponse>(event).disabledReason),
  oneSamePatient: ({ event }: GuardArgs) => {
    const result = out<IdentityCheckResponse>(event);
    return result.appointmentBookingKeys.length === 1 && result.samePatient;
  },
  // Off a kiosk the answer is the same for match and no match: the code flow decides.
  codeRequired: ({ event }: GuardArgs) => out<IdentityCheckResponse>(event).codeRequired,
  noAppointments: ({ event }: GuardArgs) => out<CheckInAppointment[]>(event).length === 0,
  // Feedback is wanted once everything of today is checked in and the questionnaire is unanswered.
  feedbackWanted: ({ context, event }: GuardArgs) =>
    !context.feedbackAnswered && out<CheckInAppointment[]>(event).every((a) => a.checkInSent),
  codeValid: ({ event }: GuardArgs) => out<CodeResult>(event).success,
  enabled: ({ event }: GuardArgs) => out<boolean>(event),
  simpleMode: ({ context }: GuardArgs) => Boolean(current(context)?.simpleMode),
  pollFailed: ({ event }: GuardArgs) => out<CheckInPollResponse>(event).failed,
  pollSent: ({ event }: GuardArgs) => out<CheckInPollResponse>(event).sent,
  pollsLeft: ({ context }: GuardArgs) => context.pollCount < POLL_LIMIT,
  isReady: ({ event }: GuardArgs) => out<CheckInReadiness>(event).ready,
  referralMissing: ({ context, event }: GuardArgs) => {
    const readiness = out<CheckInReadiness>(event);
    return !readiness.requiredReferralUploaded && Boolean(current(context)?.checkInPreparedSent);
  },
  checkInConfirmed: ({ event }: GuardArgs) => {
    const { checkInSuccess, checkInSent } = out<CheckInResult>(event);
    return checkInSuccess && checkInSent;
  },
  resultHasFolio: ({ event }: GuardArgs) =>
    Boolean(out<CheckInResult>(event).checkInAppointment.patientFolioNumber),
  checkInPending: ({ event }: GuardArgs) => out<CheckInResult>(event).checkInSuccess,
  hasFolio: ({ event }: GuardArgs) => {
    const poll = out<CheckInPollResponse>(event);
    return poll.sent && Boolean(poll.appointment.patientFolioNumber);
  },
  fromForm: ({ context }: GuardArgs) => context.changeOrigin === 'form',
};
