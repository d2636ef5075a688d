import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  checkIn,
  checkInAppointments,
  checkInReadiness,
  enableCheckIn,
  identityCheck,
  pollCheckInSent,
  pollPreparationSent,
  prepareCheckIn,
  sendCheckInCode,
  validateCheckInCode,
} from '../api/check-in-api';
import { checkInMachine } from '../machines/check-in.machine';

/** The check-in machine wired to the server calls, with the page's side effects. */
export function useCheckInMachine(clinicId: number, lang: string, finishFeedback: () => void) {
  const machine = useMemo(
    () =>
      checkInMachine.provide({
        actors: {
          identityCheck: fromPromise(({ input }) => identityCheck(input.identity, input.clinicId)),
          sendCode: fromPromise(async () => {
            await sendCheckInCode(lang);
          }),
          validateCode: fromPromise(({ input }) => validateCheckInCode(input.code)),
          loadAppointments: fromPromise(({ input }) => checkInAppointments(input.context.bookingKey ?? '')),
          checkEnabled: fromPromise(({ input }) => enableCheckIn(input.slug)),
          prepare: fromPromise(({ input }) => prepareCheckIn(input.slug, input.form)),
          pollPrepared: fromPromise(({ input }) => pollPreparationSent(input.slug)),
          readiness: fromPromise(({ input }) => checkInReadiness(input.slug)),
          checkIn: fromPromise(({ input }) => checkIn(input.slug)),
          pollCheckedIn: fromPromise(({ input }) => pollCheckInSent(input.slug)),
        },
        actions: { finishFeedback },
      }),
    [lang, finishFeedback],
  );
  return useMachine(machine, { input: { clinicId } });
}
