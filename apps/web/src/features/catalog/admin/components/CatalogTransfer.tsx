import { type CatalogImportReport, catalogSections } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { exportCatalogFile, useImportCatalog } from '../api/catalog-admin-api';

/** Saves the file under a name through a temporary link, as the browser's download does. */
function download(file: unknown) {
  const url = URL.createObjectURL(new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'catalogue.json';
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The whole catalogue and schedule to one file and back (decision 0056): "Export" downloads it;
 * a chosen file is checked at once (a dry run) and its report shown per section with every
 * mistake by place and field; "Import now" writes it when the check found none.
 */
export function CatalogTransfer() {
  const { t } = useTranslation();
  const fileId = useId();
  const importing = useImportCatalog();
  const [file, setFile] = useState<Record<string, unknown> | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [exportError, setExportError] = useState<unknown>(null);
  const report = importing.data;

  async function choose(chosen: File | undefined) {
    setFile(null);
    setUnreadable(false);
    importing.reset();
    if (!chosen) return;
    try {
      const parsed = JSON.parse(await chosen.text()) as Record<string, unknown>;
      setFile(parsed);
      importing.mutate({ file: parsed, dryRun: true });
    } catch {
      setUnreadable(true);
    }
  }

  return (
    <section aria-labelledby={`${fileId}-title`} className="admin-panel">
      <h2 id={`${fileId}-title`}>{t('admin.catalog.transfer.title')}</h2>
      <ErrorAlert error={exportError} />
      <Button
        variant="secondary"
        onClick={() => {
          setExportError(null);
          exportCatalogFile().then(download, setExportError);
        }}
      >
        {t('admin.catalog.transfer.export')}
      </Button>
      <p>
        <label htmlFor={fileId}>{t('admin.catalog.transfer.file')}</label>{' '}
        <input
          id={fileId}
          type="file"
          accept="application/json,.json"
          onChange={(event) => void choose(event.target.files?.[0])}
        />
      </p>
      {unreadable && <p role="alert">{t('admin.catalog.transfer.unreadable')}</p>}
      <ErrorAlert error={importing.error} />
      {report && <ImportReport report={report} />}
      {report && !report.written && file && (
        <Button
          disabled={importing.isPending || hasErrors(report)}
          onClick={() => importing.mutate({ file, dryRun: false })}
        >
          {t('admin.catalog.transfer.import_now')}
        </Button>
      )}
    </section>
  );
}

const hasErrors = (report: CatalogImportReport) =>
  Object.values(report.sections).some((s) => s.errors.length > 0);

function ImportReport({ report }: { report: CatalogImportReport }) {
  const { t } = useTranslation();
  const errors = catalogSections.flatMap((section) =>
    report.sections[section].errors.map((e) => ({ section, ...e })),
  );
  return (
    <>
      <p role="status">
        {report.written
          ? t('admin.catalog.transfer.written')
          : hasErrors(report)
            ? t('admin.catalog.transfer.has_errors', { count: errors.length })
            : t('admin.catalog.transfer.checked')}
      </p>
      <table className="admin-table">
        <caption>{t('admin.catalog.transfer.report')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.catalog.transfer.section')}</th>
            <th scope="col">{t('admin.catalog.transfer.created')}</th>
            <th scope="col">{t('admin.catalog.transfer.updated')}</th>
            <th scope="col">{t('admin.catalog.transfer.unchanged')}</th>
            <th scope="col">{t('admin.catalog.transfer.errors')}</th>
          </tr>
        </thead>
        <tbody>
          {catalogSections.map((section) => {
            const s = report.sections[section];
            return (
              <tr key={section}>
                <th scope="row">{t(`admin.catalog.transfer.sections.${section}`)}</th>
                <td>{s.created}</td>
                <td>{s.updated}</td>
                <td>{s.unchanged}</td>
                <td>{s.errors.length}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {errors.length > 0 && (
        <table className="admin-table">
          <caption>{t('admin.catalog.transfer.mistakes')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.catalog.transfer.path')}</th>
              <th scope="col">{t('admin.catalog.transfer.field')}</th>
              <th scope="col">{t('admin.catalog.transfer.message')}</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e) => (
              <tr key={`${e.section}|${e.path}|${e.field}|${e.message}`}>
                <td>{e.path}</td>
                <td>{e.field}</td>
                <td>{t(e.message)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
