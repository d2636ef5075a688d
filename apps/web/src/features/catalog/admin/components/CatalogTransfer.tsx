import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { saveFile } from '../../../../lib/save-file';
import { exportCatalogFile, useImportCatalog } from '../api/catalog-admin-api';
import { useCheckedImport } from '../hooks/use-checked-import';
import { hasErrors, ImportReport } from './ImportReport';

/**
 * The whole catalogue and schedule to one file and back (decision 0056): "Export" downloads it;
 * a chosen file is checked at once (a dry run) and its report shown per section with every
 * mistake by place and field; "Import now" writes it when the check found none.
 */
export function CatalogTransfer() {
  const { t } = useTranslation();
  const fileId = useId();
  const importing = useCheckedImport({
    mutation: useImportCatalog(),
    read: (text) => JSON.parse(text) as Record<string, unknown>,
    send: (file, dryRun) => ({ file, dryRun }),
    hasMistakes: hasErrors,
  });
  const [exportError, setExportError] = useState<unknown>(null);
  const report = importing.report;

  return (
    <section aria-labelledby={`${fileId}-title`} className="admin-panel">
      <h2 id={`${fileId}-title`}>{t('admin.catalog.transfer.title')}</h2>
      <ErrorAlert error={exportError} />
      <Button
        variant="secondary"
        onClick={() => {
          setExportError(null);
          exportCatalogFile().then(
            (file) =>
              saveFile(
                new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
                'catalogue.json',
              ),
            setExportError,
          );
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
          onChange={(event) => void importing.choose(event.target.files?.[0])}
        />
      </p>
      {importing.unreadable && <p role="alert">{t('admin.catalog.transfer.unreadable')}</p>}
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
