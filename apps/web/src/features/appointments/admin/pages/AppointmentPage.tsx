import type { AdminAppointment } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { formatDateTime, formatLongDate, formatTime } from '../../../../lib/date-format';
import { zonedParts } from '../../../../lib/zoned-parts';
import type { AdminOutletContext } from '../../../admin';
import { mayUse, NoAccess, sectionById } from '../../../admin';
import { AnswersView } from '../../../questionnaires/staff';
import { ReportsPanel } from '../../../results/staff';
import { useAdminAppointment } from '../api/operations-api';
import { AppointmentActions } from '../components/AppointmentActions';
import { AppointmentNotes } from '../components/AppointmentNotes';
import { AttachmentsPanel } from '../components/AttachmentsPanel';
import { PortalViewButton } from '../components/PortalViewButton';
import { ReferrerForm } from '../components/ReferrerForm';

/** /admin/appointments/:slug: everything about one appointment, and what staff do with it. */
export default function AppointmentPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const { slug = '' } = useParams();
  const section = sectionById('appointments');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <AppointmentView slug={slug} />;
}

function AppointmentView({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const appointment = useAdminAppointment(slug);
  return (
    <section className="page admin-appointment" aria-labelledby="appointment-title">
      <p>
        <Link to={appointment.data ? daySheetLink(appointment.data) : '/admin/appointments'}>
          {t('admin.appointment.back_to_day_sheet')}
        </Link>
      </p>
      <h1 id="appointment-title">{t('admin.appointment.title')}</h1>
      {appointment.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={appointment.error} />
      {appointment.data && <AppointmentContent appointment={appointment.data} />}
    </section>
  );
}

const daySheetLink = (appointment: AdminAppointment) =>
  `/admin/appointments?clinic=${appointment.clinic.id}&date=${zonedParts(appointment.startsAt, appointment.clinic.timeZone).date}`;

function AppointmentContent({ appointment }: { appointment: AdminAppointment }) {
  const { t, i18n } = useTranslation();
  const zone = appointment.clinic.timeZone;
  const { patient } = appointment;
  const rows: [string, string][] = [
    [t('admin.appointment.status'), t(`admin.status.${appointment.status}`)],
    [
      t('admin.appointment.patient'),
      [patient.title, patient.firstName, patient.lastName].filter(Boolean).join(' '),
    ],
    [t('admin.appointment.date_of_birth'), patient.dateOfBirth],
    [t('admin.appointment.email'), patient.email],
    [t('admin.appointment.phone'), patient.contactNumber ?? '—'],
    [t('admin.appointment.exam'), appointment.exam.nameWithModality],
    [t('admin.appointment.clinic'), appointment.clinic.name],
    [t('admin.appointment.device'), appointment.device.name],
    [
      t('admin.appointment.time'),
      `${formatLongDate(appointment.startsAt, zone, i18n.language)}, ${formatTime(appointment.startsAt, zone, i18n.language)}–${formatTime(appointment.endsAt, zone, i18n.language)}`,
    ],
    [t('admin.appointment.booking_key'), appointment.bookingKey],
    [
      t('admin.appointment.arrived'),
      appointment.arrivedAt ? formatDateTime(appointment.arrivedAt, i18n.language) : '—',
    ],
    [
      t('admin.appointment.no_show'),
      appointment.noShowAt ? formatDateTime(appointment.noShowAt, i18n.language) : '—',
    ],
    [t('admin.appointment.notes'), appointment.notes ?? '—'],
  ];
  return (
    <>
      <dl className="admin-details">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <AppointmentActions appointment={appointment} />
      <PortalViewButton slug={appointment.slug} />
      <ReferrerForm slug={appointment.slug} referrer={appointment.referrer} />
      <ReportsPanel appointment={appointment} />
      <h2>{t('admin.appointment.history')}</h2>
      <ul>
        {appointment.history.map((change) => (
          <li key={`${change.at}-${change.status}`}>
            {formatDateTime(change.at, i18n.language)}: {t(`admin.status.${change.status}`)} ({change.actor})
            {change.reason ? ` — ${change.reason}` : ''}
          </li>
        ))}
      </ul>
      <h2>{t('admin.appointment.answers')}</h2>
      <AnswersView answers={appointment.answers} />
      <h2>{t('admin.appointment.consent')}</h2>
      {appointment.consent.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <ul>
          {appointment.consent.map((consent) => (
            <li key={`${consent.kind}-${consent.givenAt}`}>
              {consent.kind}: {formatDateTime(consent.givenAt, i18n.language)}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('admin.appointment.attachments')}</h2>
      <AttachmentsPanel slug={appointment.slug} attachments={appointment.attachments} />
      <AppointmentNotes slug={appointment.slug} />
      <h2>{t('admin.appointment.change_requests')}</h2>
      {appointment.changeRequests.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <ul>
          {appointment.changeRequests.map((request) => (
            <li key={request.id}>
              <Link to={`/admin/change-requests/${request.id}`}>
                {t(`admin.change_origin.${request.kind}`)} ·{' '}
                {formatDateTime(request.createdAt, i18n.language)}
              </Link>{' '}
              · {t(`admin.change_request_status.${request.status}`)}
              {request.detail ? ` — ${request.detail}` : ''}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
