import { reportStates, type WorklistQuery, type WorklistStudy } from '@rb/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { formatDateTime } from '../../../../lib/date-format';
import { problemFields } from '../../../../lib/problem-fields';
import type { AdminOutletContext } from '../../../admin';
import {
  DayRangeFields,
  dayParam,
  FilterToolbar,
  mayUse,
  NoAccess,
  ServerTable,
  sectionById,
  type serverTableFeatures,
  useAddressParams,
} from '../../../admin';
import { useStaffUser } from '../../../identity/staff';
import { directViewerUrl } from '../../api/direct-viewer-url';
import { useWorklist } from '../api/worklist-api';

const FILTERS = ['from', 'to', 'modality', 'clinicId', 'reportState'] as const;
type Row = WorklistStudy & { id: string };
const column = createColumnHelper<typeof serverTableFeatures, Row>();

/** /admin/reports (issue 42): the radiologist's worklist, each study opened in the viewer. */
export default function WorklistPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('reports');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <Worklist />;
}

function Worklist() {
  const { t, i18n } = useTranslation();
  const { user } = useStaffUser();
  const { search, setSearch } = useAddressParams();
  const [opening, setOpening] = useState<string | null>(null);
  const [openError, setOpenError] = useState<unknown>(null);
  const clinicId = Number(search.get('clinicId'));
  const state = search.get('reportState') ?? '';
  const query: WorklistQuery = {
    from: dayParam(search, 'from'),
    to: dayParam(search, 'to'),
    modality: search.get('modality')?.trim() || undefined,
    clinicId: Number.isInteger(clinicId) && clinicId > 0 ? clinicId : undefined,
    reportState: (reportStates as readonly string[]).includes(state)
      ? (state as WorklistQuery['reportState'])
      : undefined,
  };
  const worklist = useWorklist(query);
  const toError = problemFields(worklist.error)['querystring.to'];
  const data = worklist.data;

  const open = (accessionNumber: string) => {
    setOpening(accessionNumber);
    setOpenError(null);
    const caller = {
      username: user?.profile.preferred_username ?? undefined,
      email: user?.profile.email ?? undefined,
    };
    directViewerUrl(accessionNumber, caller).then(
      ({ url }) => window.location.assign(url),
      (error: unknown) => {
        setOpening(null);
        setOpenError(error);
      },
    );
  };

  // Built each render: the open buttons follow which study is opening.
  const columns = column.columns([
    column.accessor('startsAt', {
      header: () => t('radiologist.worklist.when'),
      cell: (info) => formatDateTime(info.getValue(), i18n.language),
    }),
    column.accessor('patientName', { header: () => t('radiologist.worklist.patient') }),
    column.display({
      id: 'study',
      header: () => t('radiologist.worklist.study'),
      cell: (info) => `${info.row.original.examName} · ${info.row.original.accessionNumber}`,
    }),
    column.accessor('modalityName', { header: () => t('radiologist.worklist.modality') }),
    column.display({
      id: 'clinic',
      header: () => t('radiologist.worklist.clinic'),
      cell: (info) => info.row.original.clinic.name,
    }),
    column.display({
      id: 'report',
      header: () => t('radiologist.worklist.report'),
      cell: (info) => {
        const { reportState, reportedBy } = info.row.original;
        const label = t(`radiologist.worklist.state.${reportState}`);
        return reportedBy ? `${label} (${reportedBy.name})` : label;
      },
    }),
    column.display({
      id: 'images',
      header: () => t('radiologist.worklist.images'),
      cell: (info) => {
        const { accessionNumber, examName } = info.row.original;
        return (
          <Button
            variant="secondary"
            disabled={opening !== null}
            aria-label={t('radiologist.worklist.open_named', { study: `${examName} ${accessionNumber}` })}
            onClick={() => open(accessionNumber)}
          >
            {opening === accessionNumber ? t('radiologist.worklist.opening') : t('radiologist.worklist.open')}
          </Button>
        );
      },
    }),
  ]);

  return (
    <section className="page admin-worklist" aria-labelledby="worklist-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="worklist-title">{t('admin.section.reports')}</h1>
      <FilterToolbar names={FILTERS} onSearch={setSearch}>
        <DayRangeFields
          idPrefix="worklist"
          labelKey={(name) => `radiologist.worklist.filter_${name}`}
          search={search}
          toError={toError}
        />
        <div className="form-field">
          <label htmlFor="worklist-modality">{t('radiologist.worklist.filter_modality')}</label>
          <input
            id="worklist-modality"
            name="modality"
            type="search"
            maxLength={20}
            defaultValue={search.get('modality') ?? ''}
            aria-describedby="worklist-modality-hint"
          />
          <p id="worklist-modality-hint" className="field-hint">
            {t('radiologist.worklist.modality_hint')}
          </p>
        </div>
        <div className="form-field">
          <label htmlFor="worklist-clinicId">{t('radiologist.worklist.filter_clinic')}</label>
          <select id="worklist-clinicId" name="clinicId" defaultValue={search.get('clinicId') ?? ''}>
            <option value="">{t('radiologist.worklist.any_clinic')}</option>
            {(data?.clinics ?? []).map((clinic) => (
              <option key={clinic.id} value={clinic.id}>
                {clinic.name}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label htmlFor="worklist-reportState">{t('radiologist.worklist.filter_report')}</label>
          <select id="worklist-reportState" name="reportState" defaultValue={state}>
            <option value="">{t('radiologist.worklist.any_report')}</option>
            {reportStates.map((value) => (
              <option key={value} value={value}>
                {t(`radiologist.worklist.state.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button button-secondary">
          {t('radiologist.worklist.apply')}
        </button>
      </FilterToolbar>
      <ErrorAlert error={openError} />
      {worklist.isPending && <Spinner label={t('admin.loading')} />}
      {!toError && <ErrorAlert error={worklist.error} />}
      {data && (
        <>
          <ServerTable
            columns={columns}
            items={data.studies.map((study) => ({ ...study, id: study.accessionNumber }))}
            caption={t('radiologist.worklist.caption', { count: data.studies.length })}
            empty={t(
              data.clinics.length === 0 ? 'radiologist.worklist.no_clinics' : 'radiologist.worklist.empty',
            )}
          />
          {data.truncated && <p className="muted">{t('radiologist.worklist.truncated')}</p>}
        </>
      )}
    </section>
  );
}
