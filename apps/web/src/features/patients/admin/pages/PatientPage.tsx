import type { AdminPatientDetail } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { formatDateTime } from '../../../../lib/date-format';
import type { AdminOutletContext } from '../../../admin';
import { mayUse, NoAccess, sectionById } from '../../../admin';
import { useAdminPatient } from '../api/requests-api';
import { MergePatient } from '../components/MergePatient';

/** /admin/patients/:id: the record, its bookings and requests across the caller's clinics, and merging a duplicate. */
export default function PatientPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const { id } = useParams();
  const section = sectionById('patients');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <PatientView id={Number(id)} />;
}

function PatientView({ id }: { id: number }) {
  const { t } = useTranslation();
  const patient = useAdminPatient(id);
  const data = patient.data;
  return (
    <section className="page admin-patient" aria-labelledby="patient-title">
      <p>
        <Link to="/admin/patients">{t('admin.patient.back')}</Link>
      </p>
      <h1 id="patient-title">{data ? `${data.firstName} ${data.lastName}` : t('admin.patient.title')}</h1>
      {patient.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={patient.error} />
      {data && (
        <>
          <dl className="admin-details">
            {(
              [
                [t('admin.patients.record'), String(data.id)],
                [t('admin.patients.date_of_birth'), data.dateOfBirth],
                [t('admin.patients.email'), data.email ?? '—'],
                [t('admin.patients.phone'), data.contactNumber ?? '—'],
              ] as [string, string][]
            ).map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <PatientBookings patient={data} />
          <MergePatient patient={data} />
        </>
      )}
    </section>
  );
}

function PatientBookings({ patient }: { patient: AdminPatientDetail }) {
  const { t, i18n } = useTranslation();
  const when = (value: string) => formatDateTime(value, i18n.language);
  return (
    <>
      <h2>{t('admin.patient.appointments')}</h2>
      {patient.appointments.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <ul>
          {patient.appointments.map((a) => (
            <li key={a.slug}>
              <Link to={`/admin/appointments/${a.slug}`}>
                {when(a.startsAt)}: {a.examName}
              </Link>{' '}
              · {a.clinic?.name ?? '—'} · {t(`admin.status.${a.status}`)}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('admin.patient.booking_requests')}</h2>
      {patient.bookingRequests.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <ul>
          {patient.bookingRequests.map((r) => (
            <li key={r.id}>
              <Link to={`/admin/booking-requests/${r.id}`}>{when(r.createdAt)}</Link> ·{' '}
              {r.clinic?.name ?? '—'} · {t(`admin.status.${r.status}`)}
            </li>
          ))}
        </ul>
      )}
      <h2>{t('admin.patient.requests')}</h2>
      {patient.changeRequests.length + patient.contactRequests.length === 0 ? (
        <p>{t('admin.none')}</p>
      ) : (
        <ul>
          {patient.changeRequests.map((c) => (
            <li key={`change-${c.id}`}>
              <Link to={`/admin/change-requests/${c.id}`}>
                {t('admin.change_request.title')}, {when(c.createdAt)}
              </Link>{' '}
              · {t(`admin.change_request_status.${c.status}`)}
            </li>
          ))}
          {patient.contactRequests.map((c) => (
            <li key={`contact-${c.id}`}>
              <Link to={`/admin/contact-requests/${c.id}`}>
                {t(`admin.contact_kind.${c.kind}`)}, {when(c.createdAt)}
              </Link>{' '}
              · {t(`admin.contact_request_status.${c.status}`)}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
