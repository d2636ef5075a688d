import type { PostalCodeImportOutcome } from '@rb/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useImportPostalCodes } from '../api/catalog-admin-api';
import { useCheckedImport } from '../hooks/use-checked-import';

const hasMistakes = (outcome: PostalCodeImportOutcome) => outcome.errors.length > 0;

/**
 * Postal codes from a CSV sheet (code, suburb, state, country, latitude, longitude): a chosen sheet
 * is checked at once and every mistake listed by line and column; "Import now" adds the new codes
 * and updates the known ones when the check found none.
 */
export function PostalCodeImport() {
  const { t } = useTranslation();
  const ids = useId();
  const importing = useCheckedImport({
    mutation: useImportPostalCodes(),
    read: (text) => text,
    send: (csv, dryRun) => ({ csv, dryRun }),
    hasMistakes,
  });
  const report = importing.report;
  return (
    <section aria-labelledby={`${ids}-title`} className="admin-panel">
      <h2 id={`${ids}-title`}>{t('admin.catalog.postal.title')}</h2>
      <p id={`${ids}-hint`}>{t('admin.catalog.postal.hint')}</p>
      <div className="form-field">
        <label htmlFor={`${ids}-file`}>{t('admin.catalog.postal.file')}</label>
        <input
          id={`${ids}-file`}
          type="file"
          accept="text/csv,.csv"
          aria-describedby={`${ids}-hint`}
          onChange={(event) => void importing.choose(event.target.files?.[0])}
        />
      </div>
      <ErrorAlert error={importing.error} />
      {report && (
        <>
          <p role="status">
            {report.written
              ? t('admin.catalog.postal.written', { added: report.added, updated: report.updated })
              : hasMistakes(report)
                ? t('admin.catalog.transfer.has_errors', { count: report.errors.length })
                : t('admin.catalog.postal.checked', { added: report.added, updated: report.updated })}
          </p>
          {hasMistakes(report) && (
            <table className="admin-table">
              <caption>{t('admin.catalog.transfer.mistakes')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.catalog.postal.line')}</th>
                  <th scope="col">{t('admin.catalog.transfer.field')}</th>
                  <th scope="col">{t('admin.catalog.transfer.message')}</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((e) => (
                  <tr key={`${e.row}|${e.field}|${e.message}`}>
                    <td>{e.row}</td>
                    <td>{e.field}</td>
                    <td>{t(e.message)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
      {importing.offered && (
        <Button disabled={!importing.ready} onClick={importing.importNow}>
          {t('admin.catalog.transfer.import_now')}
        </Button>
      )}
    </section>
  );
}
