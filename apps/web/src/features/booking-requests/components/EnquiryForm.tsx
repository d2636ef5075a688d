import type { BookingClinic, BookingFormDetails } from '@rb/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { ApiError, problemMessage } from '../../../lib/api-client';
import { journeyEvent, trackStep } from '../../analytics';
import {
  confirmationPath,
  PatientDetailsForm,
  type PatientFormValues,
  ReferralUpload,
  routePrefix,
  toPatientDetails,
} from '../../appointments';
import { asMessageKey, CaptchaCheck, denyPath, isCaptchaDemand } from '../../patient-auth';
import { useCreateBookingRequest } from '../api/create-booking-request';

interface EnquiryFormProps {
  exams: BookingFormDetails['exams'];
  clinic: BookingClinic | null;
  titles: string[];
  bookingKey: string;
  advanced: boolean;
  focusUpload: boolean;
  onSubmittingChange: (submitting: boolean) => void;
}

/** §4 enquiry path: enquiry-only exams become a booking request instead of a slot. */
export function EnquiryForm({
  exams,
  clinic,
  titles,
  bookingKey,
  advanced,
  focusUpload,
  onSubmittingChange,
}: EnquiryFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const create = useCreateBookingRequest();
  // Past a few enquiries from one address the server asks for the captcha; each solution is sent once.
  const [captchaNeeded, setCaptchaNeeded] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);

  useEffect(() => onSubmittingChange(create.isPending), [create.isPending, onSubmittingChange]);

  // §9 analytics steps: 4 submitted, then 4.2 the enquiry made or 4.3 refused; exams by slug only.
  const track = (step: '4' | '4.2' | '4.3') =>
    trackStep(journeyEvent(step, { examSlugs: exams.map((exam) => exam.slug) }));

  async function submit(values: PatientFormValues) {
    track('4');
    const outcome = await create
      .mutateAsync({
        examSlugs: exams.map((exam) => exam.slug),
        clinicId: clinic?.id ?? null,
        bookingKey,
        patient: toPatientDetails(values),
        notes: values.notes || null,
        ...(captcha ? { captcha } : {}),
      })
      .catch((error: unknown) => {
        // The captcha is asked for here, in the form; it is not a failure of the enquiry.
        if (isCaptchaDemand(error)) {
          setCaptchaNeeded(true);
          return null;
        }
        // §8: a failed booking request goes to the deny page with its message key; bad input stays here.
        if (error instanceof ApiError && error.status === 400) return null;
        navigate(denyPath(routePrefix(location.pathname), asMessageKey(problemMessage(error))));
        return null;
      });
    if (captcha) {
      setCaptcha(null);
      setCaptchaRound((round) => round + 1);
    }
    track(outcome ? '4.2' : '4.3');
    if (!outcome) return;
    navigate(confirmationPath(routePrefix(location.pathname), outcome.confirmationPath, advanced));
  }

  return (
    <section className="booking-section" aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading">{t('booking.enquiry.form_title')}</h2>
      <p>{t('booking.enquiry.explanation')}</p>
      {exams.some((exam) => exam.preparationNotes) && (
        <ul>
          {exams
            .filter((exam) => exam.preparationNotes)
            .map((exam) => (
              <li key={exam.slug}>
                <strong>{exam.nameWithModality}:</strong> {exam.preparationNotes}
              </li>
            ))}
        </ul>
      )}
      <PatientDetailsForm
        idPrefix="enquiry"
        titles={titles}
        submitLabel={t('booking.enquiry.submit')}
        submitting={create.isPending}
        onSubmit={submit}
      >
        <ReferralUpload idPrefix="enquiry" bookingKey={bookingKey} focusOnOpen={focusUpload} />
        {captchaNeeded && <CaptchaCheck key={captchaRound} onChange={setCaptcha} />}
      </PatientDetailsForm>
      {create.isError && <ErrorAlert error={create.error} />}
    </section>
  );
}
