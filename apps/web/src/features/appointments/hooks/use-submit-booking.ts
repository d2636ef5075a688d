import type { BookingClinic, BookingFormDetails } from '@rb/contracts';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { journeyEvent, trackStep } from '../../analytics';
import { isCaptchaDemand } from '../../patient-auth';
import { readSelections, type SlotSelection, zonedInstant } from '../../scheduling';
import { rekeyTemporary } from '../api/booking-keys';
import { createAppointment, createVisit } from '../api/create-appointment';
import { type BookingRoute, confirmationPath } from '../lib/booking-route';
import { type PatientFormValues, toPatientDetails } from '../lib/patient-form';
import { backToBackItems } from '../lib/visit-plan';

type Exam = BookingFormDetails['exams'][number];

interface SubmitOptions {
  route: BookingRoute;
  exams: Exam[];
  clinic: BookingClinic | null;
  keys: string[] | null;
  prefix: string;
  onConflict: () => void;
  /** The server says the questionnaire answers need an enquiry instead (409 booking_request_required). */
  onEnquiryRequired?: () => void;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.problem.message : 'message.server_error_general';
const needsEnquiry = (error: unknown) =>
  error instanceof ApiError && error.problem.message === 'message.booking_request_required';
const isConflict = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && !needsEnquiry(error);

/**
 * §4 submit: one exam → an appointment; several back to back → one visit (all or none); several
 * separately → one appointment each. When every separate booking fails, each key gets a fresh one
 * with its temporary documents re-keyed, so the patient can choose again.
 */
export function useSubmitBooking({
  route,
  exams,
  clinic,
  keys,
  prefix,
  onConflict,
  onEnquiryRequired,
}: SubmitOptions) {
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [submitting, setSubmitting] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  // Past a few bookings from one address the server asks for the captcha; each solution is sent once.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const withCaptcha = () => (captcha ? { captcha } : {});
  const showError = (error: unknown) => {
    if (isCaptchaDemand(error)) setCaptchaNeeded(true);
    setErrorKey(messageOf(error));
  };

  // §9 analytics steps: 4 submitted, then 4.1 made or 4.3 refused; the exams by slug only.
  const track = (step: '4' | '4.1' | '4.3') =>
    trackStep(journeyEvent(step, { examSlugs: exams.map((exam) => exam.slug) }));

  const startOf = (selection: SlotSelection) =>
    zonedInstant(selection.date as string, selection.startTime as string, (clinic as BookingClinic).timeZone);

  async function bookSeparately(
    values: PatientFormValues,
    selections: SlotSelection[],
    bookingKeys: string[],
  ) {
    const patient = toPatientDetails(values);
    const outcomes = await Promise.allSettled(
      exams.map((exam, i) =>
        createAppointment({
          examSlug: exam.slug,
          clinicId: (clinic as BookingClinic).id,
          deviceId: selections[i]?.deviceId as number,
          start: startOf(selections[i] as SlotSelection),
          bookingKey: bookingKeys[i],
          patient,
          notes: values.notes || null,
          ...withCaptcha(),
        }),
      ),
    );
    const booked = outcomes.find((o) => o.status === 'fulfilled');
    if (booked?.status === 'fulfilled') {
      track('4.1');
      navigate(confirmationPath(prefix, booked.value.confirmationPath, route.advanced));
      return;
    }
    const freshKeys = await Promise.all(bookingKeys.map((key) => rekeyTemporary(key)));
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('bookingKey', freshKeys.join(','));
        return next;
      },
      { replace: true },
    );
    const reasons = outcomes.map((o) => (o.status === 'rejected' ? o.reason : null));
    track('4.3');
    if (reasons.some(isConflict)) onConflict();
    else showError(reasons.find(isCaptchaDemand) ?? reasons[0]);
  }

  async function submit(values: PatientFormValues) {
    if (!clinic || !keys) return;
    setSubmitting(true);
    setErrorKey(null);
    track('4');
    const selections = readSelections(search, route.separateBooking ? exams.length : 1);
    try {
      if (route.separateBooking) {
        await bookSeparately(values, selections, keys);
        return;
      }
      const selection = selections[0] as SlotSelection;
      const common = {
        bookingKey: keys[0],
        patient: toPatientDetails(values),
        notes: values.notes || null,
        ...withCaptcha(),
      };
      const choice = {
        clinicId: clinic.id,
        deviceId: selection.deviceId as number,
        start: startOf(selection),
      };
      const path =
        exams.length === 1
          ? (await createAppointment({ ...common, ...choice, examSlug: (exams[0] as Exam).slug }))
              .confirmationPath
          : (await createVisit({ ...common, items: backToBackItems(exams, choice) })).confirmationPath;
      track('4.1');
      navigate(confirmationPath(prefix, path, route.advanced));
    } catch (error) {
      track('4.3');
      if (needsEnquiry(error) && onEnquiryRequired) onEnquiryRequired();
      else if (isConflict(error)) onConflict();
      else showError(error);
    } finally {
      setSubmitting(false);
      if (captcha) {
        setCaptcha(null);
        setCaptchaRound((round) => round + 1);
      }
    }
  }

  return { submit, submitting, errorKey, captchaNeeded, captchaRound, setCaptcha };
}
