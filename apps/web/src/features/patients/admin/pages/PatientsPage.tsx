import type { PatientSearchQuery } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import type { AdminOutletContext } from '../../../admin';
import { mayUse, NoAccess, QueuePager, sectionById } from '../../../admin';
import { usePatientSearch } from '../api/requests-api';
import { PatientsTable } from '../components/PatientsTable';

const PAGE_SIZE = 25;
const criteria = ['name', 'dateOfBirth', 'email', 'phone', 'bookingKey'] as const;
const inputTypes: Record<(typeof criteria)[number], string> = {
  name: 'text',
  dateOfBirth: 'date',
  email: 'text',
  phone: 'tel',
  bookingKey: 'text',
};
const labels: Record<(typeof criteria)[number], string> = {
  name: 'admin.patients.name',
  dateOfBirth: 'admin.patients.date_of_birth',
  email: 'admin.patients.email',
  phone: 'admin.patients.phone',
  bookingKey: 'admin.patients.booking_key',
};

/** /admin/patients: find a patient by name, date of birth, email, phone or booking key; the search lives in the address. */
export default function PatientsPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('patients');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <PatientSearch />;
}

function PatientSearch() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query: PatientSearchQuery = { page, pageSize: PAGE_SIZE };
  for (const name of criteria) {
    const value = search.get(name);
    if (value) query[name] = value;
  }
  const searched = criteria.some((name) => search.get(name));
  const patients = usePatientSearch(query, searched);
  const data = patients.data;
  return (
    <section className="page admin-patients" aria-labelledby="patients-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="patients-title">{t('admin.section.patients')}</h1>
      <search>
        <form
          className="admin-form admin-patient-search"
          aria-labelledby="patient-search-title"
          onSubmit={(event) => {
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const next = new URLSearchParams();
            for (const name of criteria) {
              const value = String(form.get(name) ?? '').trim();
              if (value) next.set(name, value);
            }
            setSearch(next);
          }}
        >
          <h2 id="patient-search-title">{t('admin.patients.search_title')}</h2>
          <p className="muted">{t('admin.patients.hint')}</p>
          {criteria.map((name) => (
            <div className="form-field" key={name}>
              <label htmlFor={`patient-${name}`}>{t(labels[name])}</label>
              <input
                id={`patient-${name}`}
                name={name}
                type={inputTypes[name]}
                defaultValue={search.get(name) ?? ''}
                maxLength={name === 'email' ? 254 : 100}
              />
            </div>
          ))}
          <button type="submit" className="button button-primary">
            {t('admin.patients.submit')}
          </button>
        </form>
      </search>
      {searched && patients.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={patients.error} />
      {searched && data && (
        <>
          <PatientsTable
            items={data.items}
            caption={t('admin.patients.caption', { total: data.total })}
            empty={t('admin.patients.empty')}
          />
          <QueuePager
            page={page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={(next) =>
              setSearch((current) => {
                const params = new URLSearchParams(current);
                params.set('page', String(next));
                return params;
              })
            }
          />
        </>
      )}
    </section>
  );
}
