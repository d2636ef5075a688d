/** Shared by the check-in machine tests: fake answers, spied effects, and the way to CONFIRM. */
import { vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../../lib/api-client';
import { checkInMachine } from './check-in.machine';
import type {
  CheckInAppointment,
  CheckInPollResponse,
  CheckInReadiness,
  CheckInResult,
  CodeResult,
  IdentityCheckResponse,
} from './check-in.types';

export const appointment = (over: Partial<CheckInAppointment> = {}): CheckInAppointment => ({
  id: 1,
  slug: 'slug-1',
  examSlug: 'ct-brain',
  examName: 'Brain',
  nameWithModality: 'CT Brain',
  clinicId: 7,
  clinicName: 'City Clinic',
  bookingKey: 'KEY1',
  startsAt: '2026-11-21T10:00:00.000Z',
  endsAt: '2026-11-21T10:30:00.000Z',
  showGenderSelection: false,
  patientMedicareNumber: null,
  checkInSent: false,
  checkInPreparedSent: false,
  patientFolioNumber: null,
  status: 'NOT_STARTED',
  simpleMode: false,
  withinWindow: true,
  ...over,
});
export const identity = (over: Partial<IdentityCheckResponse> = {}): IdentityCheckResponse => ({
  appointmentBookingKeys: ['KEY1'],
  samePatient: true,
  feedbackQuestionnaireAnswered: false,
  disabledReason: null,
  codeRequired: false,
  ...over,
});
export const poll = (over: Partial<CheckInPollResponse> = {}, appt: Partial<CheckInAppointment> = {}) => ({
  sent: true,
  failed: false,
  message: null,
  appointment: appointment(appt),
  ...over,
});
export const ready = (over: Partial<CheckInReadiness> = {}): CheckInReadiness => ({
  ready: true,
  requiredReferralUploaded: true,
  documentTypeId: null,
  message: null,
  ...over,
});
export const result = (
  success: boolean,
  sent: boolean,
  appt: Partial<CheckInAppointment> = {},
): CheckInResult => ({
  checkInAppointment: appointment(appt),
  checkInSuccess: success,
  checkInSent: sent,
});
export const problem = (status: number, message: string) => new ApiError({ status, title: 'x', message });

export type Answer<T> = T | Error;
export interface Answers {
  identity?: Answer<IdentityCheckResponse>[];
  send?: Answer<unknown>[];
  code?: Answer<CodeResult>[];
  appointments?: Answer<CheckInAppointment[]>[];
  enabled?: Answer<boolean>[];
  prepare?: Answer<CheckInAppointment>[];
  prepared?: Answer<CheckInPollResponse>[];
  readiness?: Answer<CheckInReadiness>[];
  checkIn?: Answer<CheckInResult>[];
  checkedIn?: Answer<CheckInPollResponse>[];
}

/** The machine with fake server calls (answers consumed in order) and spied side effects. */
export function start(answers: Answers) {
  const spies = { codeInvalid: vi.fn(), finishFeedback: vi.fn() };
  const calls: Record<string, unknown[]> = {};
  const fake = <T>(name: keyof Answers) =>
    fromPromise<T, unknown>(async ({ input }) => {
      calls[name] = [...(calls[name] ?? []), input];
      const answer = answers[name]?.shift();
      if (answer === undefined) throw new Error(`unexpected call ${name}`);
      if (answer instanceof Error) throw answer;
      return answer as T;
    });
  const machine = checkInMachine.provide({
    actors: {
      identityCheck: fake('identity'),
      sendCode: fake('send'),
      validateCode: fake('code'),
      loadAppointments: fake('appointments'),
      checkEnabled: fake('enabled'),
      prepare: fake('prepare'),
      pollPrepared: fake('prepared'),
      readiness: fake('readiness'),
      checkIn: fake('checkIn'),
      pollCheckedIn: fake('checkedIn'),
    } as never,
    actions: spies,
    delays: { pollInterval: 1 },
  });
  const actor = createActor(machine, { input: { clinicId: 7 } }).start();
  const settle = (value: string) => waitFor(actor, (s) => s.matches(value as never), { timeout: 1000 });
  return { actor, spies, calls, settle };
}

export const IDENTITY = { lastName: 'Citizen', dateOfBirth: '1980-01-02' };

/** Reaches CONFIRM on a kiosk with the given appointment list. */
export async function atConfirm(answers: Answers) {
  const run = start({ identity: [identity()], ...answers });
  run.actor.send({ type: 'SUBMIT_IDENTITY', identity: IDENTITY });
  await run.settle('confirm.list');
  return run;
}

export const FORM = {
  referrer: 3,
  dateOfReferral: '2026-11-01',
  medicareNumber: '2123456701',
  referenceNumber: 1,
};
