import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { ApiError } from '../../../lib/api-client';
import { formatLongDate, formatTime } from '../../../lib/date-format';
import { PortalGuard, ReschedulePanel, usePortalAppointments, useRescheduleAppointment } from '../../portal';

interface RescheduleJourneyProps {
  prefix: string;
  bookingKey: string;
  appointmentSlug: string;
}

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.problem : { message: 'message.server_error_general', params: {} };

function Reschedule({ prefix, bookingKey, appointmentSlug }: RescheduleJourneyProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const appointments = usePortalAppointments(bookingKey, true);
  const reschedule = useRescheduleAppointment(bookingKey);
  const portalHref = `${prefix}/appointments/${bookingKey}`;
  const appointment = appointments.data?.appointments.find((a) => a.slug === appointmentSlug);

  if (appointments.isPending) return <Spinner label={t('message.loading')} />;
  if (appointments.isError || !appointment) {
    return (
      <p className="alert alert-error" role="alert">
        {t(appointments.isError ? messageOf(appointments.error).message : 'booking.reschedule.not_found')}
      </p>
    );
  }
  const zone = appointment.clinic.timeZone;
  return (
    <>
      <h2>{t('booking.reschedule.current_title')}</h2>
      <p className="booking-exams">
        {t('booking.reschedule.current', {
          exam: appointment.nameWithModality,
          clinic: appointment.clinic.name,
          date: formatLongDate(appointment.start, zone, i18n.language),
          time: formatTime(appointment.start, zone, i18n.language),
        })}
      </p>
      {!appointment.change.canChange ? (
        <>
          <p className="alert alert-error" role="alert">
            {t('message.reschedule_not_allowed')}{' '}
            {appointment.change.reason &&
              t(`portal.reason.${appointment.change.reason}`, {
                priorMinutes: appointment.change.priorMinutes,
              })}
          </p>
          <Link to={portalHref}>{t('booking.reschedule.to_portal')}</Link>
        </>
      ) : (
        <>
          {reschedule.error && (
            <p className="alert alert-error" role="alert">
              {t(messageOf(reschedule.error).message, messageOf(reschedule.error).params ?? {})}
            </p>
          )}
          <ReschedulePanel
            appointment={appointment}
            bookingKey={bookingKey}
            busy={reschedule.isPending}
            onCancel={() => navigate(portalHref)}
            onReschedule={(body) =>
              reschedule.mutate(
                { slug: appointment.slug, body },
                { onSuccess: () => navigate(`${portalHref}?status=RESCHEDULED`) },
              )
            }
          />
        </>
      )}
    </>
  );
}

/**
 * §2 appointmentSlug on the booking pages: a link (an email's "reschedule", the portal) opens the
 * slot picker for that appointment's exam and clinic, once the patient has proved the booking.
 */
export function RescheduleJourney(props: RescheduleJourneyProps) {
  const { t } = useTranslation();
  return (
    <section className="page booking-page" aria-labelledby="booking-title">
      <h1 id="booking-title">{t('booking.reschedule.title')}</h1>
      <PortalGuard bookingKey={props.bookingKey} kind="APPOINTMENT">
        <Reschedule {...props} />
      </PortalGuard>
    </section>
  );
}
