import { type AuditLogExportQuery, auditActorKinds } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import type { AdminOutletContext } from '../../../admin';
import { FilterToolbar, mayUse, NoAccess, QueuePager, sectionById, useAddressParams } from '../../../admin';
import { useStaffSession } from '../../../identity/staff';
import { downloadAuditCsv, useAuditEvents } from '../api/audit-log-api';
import { AuditLogTable } from '../components/AuditLogTable';

const PAGE_SIZE = 50;
const TEXT_FILTERS = ['patient', 'user', 'action'] as const;
const FILTER_NAMES = [...TEXT_FILTERS, 'actorKind', 'from', 'to'];

/** A datetime-local value (the browser's zone) as an ISO instant, or undefined. */
const instant = (local: string | null) => {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
};

/** /admin/audit-log: the admin's view of who read or changed which patient's data (issue 14 §9). */
export default function AuditLogPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('audit_log');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <AuditLog />;
}

function AuditLog() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const { search, setSearch, update } = useAddressParams();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const page = Math.max(1, Number(search.get('page')) || 1);
  const kind = search.get('actorKind') ?? '';
  const filters: AuditLogExportQuery = {
    patient: search.get('patient') || undefined,
    user: search.get('user') || undefined,
    action: search.get('action') || undefined,
    actorKind: (auditActorKinds as readonly string[]).includes(kind)
      ? (kind as AuditLogExportQuery['actorKind'])
      : undefined,
    from: instant(search.get('from')),
    to: instant(search.get('to')),
  };
  const events = useAuditEvents({ ...filters, page, pageSize: PAGE_SIZE });
  const data = events.data;

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAuditCsv(filters, await session.accessToken());
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="page admin-audit" aria-labelledby="audit-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="audit-title">{t('admin.section.audit_log')}</h1>
      <FilterToolbar names={FILTER_NAMES} onSearch={setSearch}>
        {TEXT_FILTERS.map((name) => (
          <div className="form-field" key={name}>
            <label htmlFor={`audit-${name}`}>{t(`admin.audit.filter_${name}`)}</label>
            <input
              id={`audit-${name}`}
              name={name}
              type="search"
              maxLength={100}
              defaultValue={search.get(name) ?? ''}
            />
          </div>
        ))}
        <div className="form-field">
          <label htmlFor="audit-actorKind">{t('admin.audit.filter_kind')}</label>
          <select id="audit-actorKind" name="actorKind" defaultValue={kind}>
            <option value="">{t('admin.audit.any_kind')}</option>
            {auditActorKinds.map((value) => (
              <option key={value} value={value}>
                {t(`admin.audit.kind.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {(['from', 'to'] as const).map((name) => (
          <div className="form-field" key={name}>
            <label htmlFor={`audit-${name}`}>{t(`admin.audit.filter_${name}`)}</label>
            <input
              id={`audit-${name}`}
              name={name}
              type="datetime-local"
              defaultValue={search.get(name) ?? ''}
            />
          </div>
        ))}
        <button type="submit" className="button button-secondary">
          {t('admin.audit.apply')}
        </button>
      </FilterToolbar>
      <p>
        <Button variant="secondary" disabled={exporting} onClick={exportCsv}>
          {t('admin.audit.export')}
        </Button>
      </p>
      <ErrorAlert error={exportError} />
      {events.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={events.error} />
      {data && (
        <>
          <AuditLogTable
            items={data.items}
            caption={t('admin.audit.caption', { total: data.total })}
            empty={t('admin.audit.empty')}
          />
          <QueuePager
            page={page}
            total={data.total}
            pageSize={data.pageSize}
            onPage={(next) => update({ page: String(next) })}
          />
        </>
      )}
    </section>
  );
}
