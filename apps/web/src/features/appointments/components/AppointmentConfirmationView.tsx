import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { formatLongDate, formatTime } from '../../../lib/date-format';
import { internalHref } from '../../../lib/links';
import { useJourneyStep } from '../../analytics';
import { ConfirmationChangeRequest } from '../../portal';
import { QuestionnaireFlow } from '../../questionnaires';
import { useAppointmentConfirmation } from '../api/appointment-confirmation';
import { routePrefix } from '../lib/booking-route';
import { appointmentWording } from '../lib/confirmation-wording';
import { ClinicCard } from './ClinicCard';
import { FeedbackAction } from './FeedbackAction';
import './appointments.css';

/** §2 confirmation: what was booked, where, when (in the clinic's zone), preparation and status. */
export function AppointmentConfirmationView() {
  const { t, i18n } = useTranslation();
  const { bookingKey = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const confirmation = useAppointmentConfirmation(bookingKey);
  const data = confirmation.data;
  const wording = data ? appointmentWording(data.status) : null;
  // Until the status is known the heading names the page, never "booked" (it may be cancelled).
  const title = t(wording?.titleKey ?? 'booking.outcome.loading_title');
  const prefix = routePrefix(location.pathname);
  // §9 analytics step 5: the confirmation shown, with the booked exams' slugs and modality.
  useJourneyStep(
    '5',
    { examSlugs: data?.appointments.map((a) => a.examSlug), modality: data?.appointments[0]?.modalityName },
    !!data,
  );

  return (
    <section className="page booking-page confirmation-page" aria-labelledby="confirmation-title">
      <h1 id="confirmation-title">{title}</h1>
      {confirmation.isPending && <Spinner label={t('message.loading')} />}
      {confirmation.isError && <ErrorAlert error={confirmation.error} />}
      {data && (
        // REQUIRED_ON_CONFIRMATION questionnaires (§4) come before the confirmation itself.
        <QuestionnaireFlow
          key={bookingKey}
          input={{
            bookingKey,
            types: ['REQUIRED_ON_CONFIRMATION'],
            backUrl: internalHref(`${prefix}/`, search),
          }}
          renderDone={() => (
            <>
              <p className="confirmation-lead">
                {t(wording?.leadKey ?? 'booking.confirmation.lead', { name: data.firstName })}
              </p>
              <p>
                {t('booking.confirmation.status')}: <strong>{t(`booking.status.${data.status}`)}</strong>
              </p>
              <ul className="confirmation-list">
                {data.appointments.map((appointment) => (
                  <li key={appointment.slug} className="booking-section confirmation-item">
                    <h2>{appointment.nameWithModality}</h2>
                    <dl>
                      <dt>{t('booking.confirmation.what')}</dt>
                      <dd>{appointment.nameWithModality}</dd>
                      <dt>{t('booking.confirmation.when')}</dt>
                      <dd>
                        {t('booking.confirmation.when_value', {
                          date: formatLongDate(appointment.start, appointment.timeZone, i18n.language),
                          start: formatTime(appointment.start, appointment.timeZone, i18n.language),
                          end: formatTime(appointment.end, appointment.timeZone, i18n.language),
                        })}
                      </dd>
                      <dt>{t('booking.confirmation.where')}</dt>
                      <dd>{appointment.clinicName}</dd>
                      <dt>{t('booking.confirmation.status')}</dt>
                      <dd>{t(`booking.status.${appointment.status}`)}</dd>
                      {appointment.preparationMinutes > 0 && (
                        <>
                          <dt>{t('booking.confirmation.arrive')}</dt>
                          <dd>
                            {t('booking.confirmation.arrive_value', {
                              minutes: appointment.preparationMinutes,
                            })}
                          </dd>
                        </>
                      )}
                      {appointment.preparationNotes && (
                        <>
                          <dt>{t('booking.confirmation.preparation')}</dt>
                          <dd>{appointment.preparationNotes}</dd>
                        </>
                      )}
                    </dl>
                  </li>
                ))}
              </ul>
              <div className="booking-section">
                <ClinicCard clinic={data.clinic} />
              </div>
              {wording?.emailSent && <p>{t('booking.confirmation.email_sent')}</p>}
              <div className="confirmation-actions">
                {wording?.manage && (
                  // The portal asks the patient to prove the booking (authentication) before it opens.
                  <Link
                    className="button button-primary"
                    to={internalHref(`${prefix}/appointments/${bookingKey}`, search)}
                  >
                    {t('booking.confirmation.manage')}
                  </Link>
                )}
                {wording?.manage && <ConfirmationChangeRequest bookingKey={bookingKey} />}
                <Link to={internalHref(`${prefix}/`, search)}>
                  {t(wording?.bookAnotherKey ?? 'booking.confirmation.book_another')}
                </Link>
              </div>
              {wording?.feedback && <FeedbackAction bookingKey={bookingKey} />}
            </>
          )}
        />
      )}
    </section>
  );
}
