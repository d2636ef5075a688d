import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { internalHref } from '../../../lib/links';
import { bookingRequestWording, ClinicCard, routePrefix } from '../../appointments';
import { useBookingRequestConfirmation } from '../api/booking-request-confirmation';

/** /{clinicPath}/booking-requests/{bookingKey}: the enquiry was received; staff will call back. */
export default function BookingRequestConfirmationPage() {
  const { t } = useTranslation();
  const { bookingKey = '' } = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const confirmation = useBookingRequestConfirmation(bookingKey);
  const data = confirmation.data;
  const wording = data ? bookingRequestWording(data.status) : null;
  const prefix = routePrefix(location.pathname);
  if (data && (data.status === 'REMOVED_BY_OPERATOR' || data.status === 'DELETED')) {
    // §4: a removed enquiry is a deny status; the deny page shows the reason staff gave.
    const query = new URLSearchParams({ status: data.status, bookingKey });
    return <Navigate replace to={`${prefix}/deny?${query}`} />;
  }
  return (
    <section className="page booking-page confirmation-page" aria-labelledby="request-confirmation-title">
      <h1 id="request-confirmation-title">
        {t(wording?.titleKey ?? 'booking.request_outcome.loading_title')}
      </h1>
      {confirmation.isPending && <Spinner label={t('message.loading')} />}
      {confirmation.isError && <ErrorAlert error={confirmation.error} />}
      {data && (
        <>
          <p className="confirmation-lead">
            {t(wording?.leadKey ?? 'booking.request_confirmation.lead', { name: data.firstName })}
          </p>
          <p>
            {t('booking.confirmation.status')}: <strong>{t(`booking.request_status.${data.status}`)}</strong>
          </p>
          <div className="booking-section">
            <h2>{t('booking.request_confirmation.exams')}</h2>
            <ul>
              {data.exams.map((exam) => (
                <li key={exam.slug}>
                  {exam.nameWithModality}
                  {exam.preparationNotes && <p className="muted">{exam.preparationNotes}</p>}
                </li>
              ))}
            </ul>
          </div>
          {data.clinic && (
            <div className="booking-section">
              <ClinicCard clinic={data.clinic} />
            </div>
          )}
          {wording?.emailSent && <p>{t('booking.confirmation.email_sent')}</p>}
          <div className="confirmation-actions">
            {wording?.manage && (
              // The booking request portal asks the patient to prove the enquiry before it opens.
              <Link
                className="button button-primary"
                to={internalHref(`${prefix}/booking-requests/${bookingKey}`, search)}
              >
                {t('booking.request_confirmation.manage')}
              </Link>
            )}
            <Link to={internalHref(`${prefix}/`, search)}>
              {t(wording?.bookAnotherKey ?? 'booking.confirmation.book_another')}
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
