import type { BookingClinic, BookingFormDetails } from '@rb/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CaptchaCheck } from '../../patient-auth';
import { useSubmitBooking } from '../hooks/use-submit-booking';
import { type BookingRoute, routePrefix } from '../lib/booking-route';
import { PatientDetailsForm } from './PatientDetailsForm';
import { ReferralUpload } from './ReferralUpload';

interface DetailsSectionProps {
  route: BookingRoute;
  exams: BookingFormDetails['exams'];
  clinic: BookingClinic;
  keys: string[];
  titles: string[];
  pendingByDefault: boolean;
  /** A questionnaire outcome requires a Medicare number. */
  medicareRequired?: boolean;
  onConflict: () => void;
  /** Above 0 and changed: the visitor has just chosen the times, so the focus moves to this step. */
  focusRequest?: number;
  onEnquiryRequired?: () => void;
  onSubmittingChange: (submitting: boolean) => void;
}

/** Step 2: the patient's details, the referral and the booking itself, with preparation notes first. */
export function DetailsSection(props: DetailsSectionProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const { submit, submitting, errorKey, captchaNeeded, captchaRound, setCaptcha } = useSubmitBooking({
    route: props.route,
    exams: props.exams,
    clinic: props.clinic,
    keys: props.keys,
    prefix: routePrefix(location.pathname),
    onConflict: props.onConflict,
    onEnquiryRequired: props.onEnquiryRequired,
  });
  const { onSubmittingChange } = props;
  useEffect(() => onSubmittingChange(submitting), [submitting, onSubmittingChange]);
  const withNotes = props.exams.filter((exam) => exam.preparationNotes);
  // After choosing a time the keyboard user goes on here, not through the rest of the week's times.
  const heading = useRef<HTMLHeadingElement>(null);
  const { focusRequest = 0 } = props;
  useEffect(() => {
    if (focusRequest > 0) heading.current?.focus();
  }, [focusRequest]);

  return (
    <section className="booking-section" aria-labelledby="details-title">
      <h2 id="details-title" ref={heading} tabIndex={-1}>
        {t('booking.details.heading')}
      </h2>
      {withNotes.length > 0 && (
        <div className="preparation-notes">
          <h3>{t('booking.confirmation.preparation')}</h3>
          <ul>
            {withNotes.map((exam) => (
              <li key={exam.slug}>
                <strong>{exam.nameWithModality}:</strong> {exam.preparationNotes}
              </li>
            ))}
          </ul>
        </div>
      )}
      {props.pendingByDefault && <p>{t('booking.details.pending_note')}</p>}
      <PatientDetailsForm
        idPrefix="patient"
        titles={props.titles}
        submitLabel={t('booking.details.submit')}
        submitting={submitting}
        medicareRequired={props.medicareRequired}
        onSubmit={submit}
      >
        <ReferralUpload
          idPrefix="booking"
          bookingKey={props.keys[0] as string}
          focusOnOpen={props.route.upload}
        />
        {captchaNeeded && <CaptchaCheck key={captchaRound} onChange={setCaptcha} />}
      </PatientDetailsForm>
      {errorKey && (
        <p className="alert alert-error" role="alert">
          {t(errorKey)}
        </p>
      )}
    </section>
  );
}
