import type { AdminAppointment, AdminAppointmentReport } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { FieldError } from '../../../../components/FieldError';
import { formatDateTime } from '../../../../lib/date-format';
import { type ReportAction, useReportAction, useUploadReport } from '../api/reports-api';
import { fileToBase64 } from '../lib/file-base64';

/** Results release: upload a report PDF with a delay, release it now, hold it back or withdraw it. */
export function ReportsPanel({ appointment }: { appointment: AdminAppointment }) {
  const { t } = useTranslation();
  const action = useReportAction(appointment.slug);
  return (
    <section aria-labelledby="reports-title">
      <h2 id="reports-title">{t('admin.reports.title')}</h2>
      {appointment.reports.length === 0 ? (
        <p>{t('admin.reports.none')}</p>
      ) : (
        <ul className="admin-report-list">
          {appointment.reports.map((report) => (
            <ReportRow
              key={report.id}
              report={report}
              busy={action.isPending}
              onAction={(name) => action.mutate({ reportId: report.id, action: name })}
            />
          ))}
        </ul>
      )}
      <ErrorAlert error={action.error} />
      <UploadReportForm slug={appointment.slug} />
    </section>
  );
}

function ReportRow({
  report,
  busy,
  onAction,
}: {
  report: AdminAppointmentReport;
  busy: boolean;
  onAction: (action: ReportAction) => void;
}) {
  const { t, i18n } = useTranslation();
  const state = report.withdrawnAt
    ? t('admin.reports.withdrawn', { at: formatDateTime(report.withdrawnAt, i18n.language) })
    : report.released
      ? t('admin.reports.released')
      : report.releaseAt
        ? t('admin.reports.releases_at', { at: formatDateTime(report.releaseAt, i18n.language) })
        : t('admin.reports.held');
  const name = { name: report.fileName };
  return (
    <li>
      <strong>{report.fileName}</strong> · <span>{state}</span>
      {!report.withdrawnAt && (
        <div className="admin-row-actions">
          {!report.released && (
            <Button
              disabled={busy}
              onClick={() => onAction('release_now')}
              aria-label={t('admin.reports.release_now_for', name)}
            >
              {t('admin.reports.release_now')}
            </Button>
          )}
          {!report.released && report.releaseAt && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onAction('hold')}
              aria-label={t('admin.reports.hold_for', name)}
            >
              {t('admin.reports.hold')}
            </Button>
          )}
          {report.released && (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => onAction('withdraw')}
              aria-label={t('admin.reports.withdraw_for', name)}
            >
              {t('admin.reports.withdraw')}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

function UploadReportForm({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const upload = useUploadReport(slug);
  const [file, setFile] = useState<File | null>(null);
  const [delay, setDelay] = useState('');
  const [missing, setMissing] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <form
      key={formKey}
      className="admin-form"
      noValidate
      aria-labelledby="upload-report-title"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!file) return setMissing(true);
        const minutes = delay.trim() === '' ? null : Number(delay);
        upload.mutate(
          { fileName: file.name, pdfBase64: await fileToBase64(file), releaseDelayMinutes: minutes },
          {
            onSuccess: () => {
              setFile(null);
              setDelay('');
              setMissing(false);
              setFormKey((key) => key + 1);
            },
          },
        );
      }}
    >
      <h3 id="upload-report-title">{t('admin.reports.upload_title')}</h3>
      <div className="form-field">
        <label htmlFor="report-file">{t('admin.reports.file')}</label>
        <input
          id="report-file"
          type="file"
          accept="application/pdf"
          aria-invalid={missing && !file ? true : undefined}
          aria-describedby={missing && !file ? 'report-file-error' : undefined}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {missing && !file && <FieldError id="report-file-error" message={t('message.field_required')} />}
      </div>
      <div className="form-field">
        <label htmlFor="report-delay">{t('admin.reports.delay')}</label>
        <input
          id="report-delay"
          type="number"
          inputMode="numeric"
          min={0}
          value={delay}
          aria-describedby="report-delay-help"
          onChange={(event) => setDelay(event.target.value)}
        />
        <p id="report-delay-help" className="muted">
          {t('admin.reports.delay_help')}
        </p>
      </div>
      <ErrorAlert error={upload.error} />
      {upload.isSuccess && <p role="status">{t('admin.reports.uploaded')}</p>}
      <div>
        <Button type="submit" disabled={upload.isPending}>
          {t('admin.reports.upload')}
        </Button>
      </div>
    </form>
  );
}
