import type { AdminCatalog } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { type AdminOutletContext, mayUse, NoAccess, sectionById } from '../../../admin';
import { useArchiveClinic, useCatalogAdmin } from '../api/catalog-admin-api';
import { CatalogCsvTransfer } from '../components/CatalogCsvTransfer';
import { CatalogTransfer } from '../components/CatalogTransfer';
import { ClinicForm } from '../components/ClinicForm';
import { DeviceForm } from '../components/DeviceForm';
import { ExamsAdmin } from '../components/ExamsAdmin';
import { PostalCodeImport } from '../components/PostalCodeImport';
import { RegionsAdmin } from '../components/RegionsAdmin';

/**
 * /admin/catalog (admins): the provider's regions, clinics with their devices, and exams. Each is
 * added or edited in a form on this page; a clinic's schedule opens from its row; postal codes come
 * from a sheet.
 */
export default function CatalogAdminPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('catalog');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <CatalogAdministration />;
}

type Editing = { kind: 'clinic'; id: number | null } | null;

function CatalogAdministration() {
  const { t } = useTranslation();
  const catalog = useCatalogAdmin();
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <section className="page admin-catalog" aria-labelledby="admin-catalog-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="admin-catalog-title">{t('admin.section.catalog')}</h1>
      {catalog.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={catalog.error} />
      {catalog.data && <CatalogTables catalog={catalog.data} editing={editing} setEditing={setEditing} />}
      <CatalogTransfer />
      <CatalogCsvTransfer />
      <PostalCodeImport />
    </section>
  );
}

function CatalogTables({
  catalog,
  editing,
  setEditing,
}: {
  catalog: AdminCatalog;
  editing: Editing;
  setEditing: (editing: Editing) => void;
}) {
  const { t } = useTranslation();
  const archive = useArchiveClinic();
  const clinic =
    editing?.kind === 'clinic' && editing.id !== null
      ? catalog.clinics.find((c) => c.id === editing.id)
      : null;
  return (
    <>
      <RegionsAdmin regions={catalog.regions} />
      <h2>{t('admin.catalog.clinics')}</h2>
      <Button onClick={() => setEditing({ kind: 'clinic', id: null })}>
        {t('admin.catalog.clinic.add')}
      </Button>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.catalog.clinic.name')}</th>
            <th scope="col">{t('admin.catalog.clinic.timeZone')}</th>
            <th scope="col">{t('admin.catalog.clinic.devices')}</th>
            <th scope="col">{t('admin.catalog.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {catalog.clinics.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                {row.name}
                {row.archived && <span className="muted"> ({t('admin.catalog.clinic.archived')})</span>}
              </th>
              <td>{row.timeZone}</td>
              <td>{row.devices.length}</td>
              <td className="admin-actions">
                <Button variant="secondary" onClick={() => setEditing({ kind: 'clinic', id: row.id })}>
                  {t('admin.catalog.edit_named', { name: row.name })}
                </Button>
                <Link to={`/admin/clinics/${row.id}/schedule`}>
                  {t('admin.catalog.schedule_named', { name: row.name })}
                </Link>
                {row.mobile && (
                  <Link to={`/admin/clinics/${row.id}/stops`}>
                    {t('admin.catalog.stops_named', { name: row.name })}
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing?.kind === 'clinic' && (
        <div className="admin-panel">
          <ClinicForm
            key={editing.id ?? 'new'}
            clinic={clinic ?? null}
            catalog={catalog}
            onSaved={(saved) => setEditing({ kind: 'clinic', id: saved.id })}
          />
          {clinic && (
            <>
              <h3>{t('admin.catalog.clinic.devices')}</h3>
              <ul>
                {clinic.devices.map((device) => (
                  <li key={device.id}>
                    {device.name} ({device.modalityCode})
                    {!device.active && ` — ${t('admin.catalog.device.out_of_service')}`}
                  </li>
                ))}
              </ul>
              {clinic.devices.map((device) => (
                <DeviceForm
                  key={device.id}
                  clinicId={clinic.id}
                  device={device}
                  catalog={catalog}
                  onSaved={() => {}}
                />
              ))}
              <DeviceForm
                key={`new-${clinic.devices.length}`}
                clinicId={clinic.id}
                device={null}
                catalog={catalog}
                onSaved={() => {}}
              />
              <ErrorAlert error={archive.error} />
              <Button
                variant="secondary"
                disabled={archive.isPending}
                onClick={() => archive.mutate({ id: clinic.id, archived: !clinic.archived })}
              >
                {clinic.archived ? t('admin.catalog.clinic.restore') : t('admin.catalog.clinic.archive')}
              </Button>
            </>
          )}
        </div>
      )}

      <ExamsAdmin catalog={catalog} />
    </>
  );
}
