import type { ReportFeedbackQuery } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import { problemFields } from '../../../../lib/problem-fields';
import type { AdminOutletContext } from '../../../admin';
import {
  DayRangeFields,
  dayParam,
  FilterToolbar,
  mayUse,
  NoAccess,
  sectionById,
  useAddressParams,
} from '../../../admin';
import { downloadReportFeedbackCsv, useReportFeedback } from '../api/report-feedback-api';
import { FeedbackEntries, FeedbackSummary, RadiologistAverages } from '../components/FeedbackTables';

const FILTERS = ['from', 'to', 'radiologist', 'accessionNumber'] as const;

/** /admin/report-feedback (issue 42): referrers' report-quality feedback, for its radiologist. */
export default function ReportFeedbackPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('report_feedback');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <ReportFeedback seesAll={me.roles.includes('admin')} />;
}

function ReportFeedback({ seesAll }: { seesAll: boolean }) {
  const { t } = useTranslation();
  const { search, setSearch } = useAddressParams();
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const filters: ReportFeedbackQuery = {
    from: dayParam(search, 'from'),
    to: dayParam(search, 'to'),
    radiologist: (seesAll && search.get('radiologist')) || undefined,
    accessionNumber: search.get('accessionNumber')?.trim() || undefined,
  };
  const feedback = useReportFeedback(filters);
  // The admin chooses among the radiologists who have feedback in the period.
  const everyone = useReportFeedback({ from: filters.from, to: filters.to });
  const radiologists = seesAll
    ? (everyone.data?.byRadiologist ?? []).flatMap((row) => (row.reportedBy ? [row.reportedBy] : []))
    : [];
  const fieldErrors = problemFields(feedback.error);
  const toError = fieldErrors['querystring.to'];
  const data = feedback.data;

  async function exportCsv() {
    setExporting(true);
    setExportError(null);
    try {
      await downloadReportFeedbackCsv(filters);
    } catch (error) {
      setExportError(error);
    } finally {
      setExporting(false);
    }
  }

  return (
    <section className="page admin-report-feedback" aria-labelledby="report-feedback-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="report-feedback-title">{t('admin.section.report_feedback')}</h1>
      <p>{t(seesAll ? 'radiologist.feedback.intro_all' : 'radiologist.feedback.intro_own')}</p>
      <FilterToolbar names={FILTERS} onSearch={setSearch}>
        <DayRangeFields
          idPrefix="feedback"
          labelKey={(name) => `radiologist.feedback.filter_${name}`}
          search={search}
          toError={toError}
        />
        {seesAll && (
          <div className="form-field">
            <label htmlFor="feedback-radiologist">{t('radiologist.feedback.filter_radiologist')}</label>
            <select
              id="feedback-radiologist"
              name="radiologist"
              defaultValue={search.get('radiologist') ?? ''}
            >
              <option value="">{t('radiologist.feedback.any_radiologist')}</option>
              {radiologists.map((who) => (
                <option key={who.subject} value={who.subject}>
                  {who.name}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="form-field">
          <label htmlFor="feedback-accessionNumber">{t('radiologist.feedback.filter_accession')}</label>
          <input
            id="feedback-accessionNumber"
            name="accessionNumber"
            type="search"
            maxLength={64}
            defaultValue={search.get('accessionNumber') ?? ''}
          />
        </div>
        <button type="submit" className="button button-secondary">
          {t('radiologist.feedback.apply')}
        </button>
      </FilterToolbar>
      <p>
        <Button variant="secondary" disabled={exporting} onClick={exportCsv}>
          {t('radiologist.feedback.export')}
        </Button>
      </p>
      <ErrorAlert error={exportError} />
      {feedback.isPending && <Spinner label={t('admin.loading')} />}
      {!toError && <ErrorAlert error={feedback.error} />}
      {data && (
        <>
          <FeedbackSummary page={data} />
          {data.byRadiologist.length > 0 && <RadiologistAverages page={data} />}
          <FeedbackEntries page={data} />
          {data.truncated && <p className="muted">{t('radiologist.feedback.truncated')}</p>}
        </>
      )}
    </section>
  );
}
