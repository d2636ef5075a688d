import type { CatalogCsvSection } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { downloadCatalogCsv, useImportCatalogCsv } from '../api/catalog-admin-api';
import { useCheckedImport } from '../hooks/use-checked-import';
import { hasErrors, ImportReport } from './ImportReport';

/**
 * Clinics or exams as a spreadsheet (CSV), a row per item: "Download" gives the sheet as it is
 * now; a chosen sheet is checked at once (a dry run) and its report shown with every mistake by row
 * and column; "Import now" writes it when the check found none. Rows update the items they name by
 * path or slug, new ones are added, and items without a row stay.
 */
export function CatalogCsvTransfer() {
  const { t } = useTranslation();
  const ids = useId();
  const [section, setSection] = useState<CatalogCsvSection>('clinics');
  const importing = useCheckedImport({
    mutation: useImportCatalogCsv(),
    read: (text) => text,
    send: (csv, dryRun) => ({ section, csv, dryRun }),
    hasMistakes: hasErrors,
  });
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const report = importing.report;

  return (
    <section aria-labelledby={`${ids}-title`} className="admin-panel">
      <h2 id={`${ids}-title`}>{t('admin.catalog.csv.title')}</h2>
      <p id={`${ids}-hint`}>{t('admin.catalog.csv.hint')}</p>
      <div className="form-field">
        <label htmlFor={`${ids}-section`}>{t('admin.catalog.csv.section')}</label>
        <select
          id={`${ids}-section`}
          value={section}
          onChange={(event) => {
            setSection(event.target.value as CatalogCsvSection);
            importing.restart();
          }}
        >
          <option value="clinics">{t('admin.catalog.transfer.sections.clinics')}</option>
          <option value="exams">{t('admin.catalog.transfer.sections.exams')}</option>
        </select>
      </div>
      <ErrorAlert error={downloadError} />
      <Button
        variant="secondary"
        onClick={() => {
          setDownloadError(null);
          downloadCatalogCsv(section).catch(setDownloadError);
        }}
      >
        {t('admin.catalog.csv.download')}
      </Button>
      <div className="form-field">
        <label htmlFor={`${ids}-file`}>{t('admin.catalog.csv.file')}</label>
        <input
          // A new section starts with no sheet chosen.
          key={section}
          id={`${ids}-file`}
          type="file"
          accept="text/csv,.csv"
          aria-describedby={`${ids}-hint`}
          onChange={(event) => void importing.choose(event.target.files?.[0])}
        />
      </div>
      <ErrorAlert error={importing.error} />
      {report && <ImportReport report={report} />}
      {importing.offered && (
        <Button disabled={!importing.ready} onClick={importing.importNow}>
          {t('admin.catalog.transfer.import_now')}
        </Button>
      )}
    </section>
  );
}
