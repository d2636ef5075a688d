import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { useStaffClinics } from '../../../catalog/staff';

/** /admin/schedules: the clinics whose schedules the signed-in staff member may open. */
export default function SchedulesPage() {
  const { t } = useTranslation();
  const clinics = useStaffClinics();
  return (
    <section className="page admin-schedules" aria-labelledby="admin-schedules-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="admin-schedules-title">{t('admin.section.schedules')}</h1>
      {clinics.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={clinics.error} />
      <ul>
        {clinics.data?.clinics.map((clinic) => (
          <li key={clinic.id}>
            <Link to={`/admin/clinics/${clinic.id}/schedule`}>
              {t('admin.catalog.schedule_named', { name: clinic.name })}
            </Link>
            {clinic.mobile && (
              <>
                {' · '}
                <Link to={`/admin/clinics/${clinic.id}/stops`}>
                  {t('admin.catalog.stops_named', { name: clinic.name })}
                </Link>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
