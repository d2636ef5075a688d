import { type CatalogImportReport, catalogSections } from '@rb/contracts';
import { useTranslation } from 'react-i18next';

/** Whether an import report found any mistake. */
export const hasErrors = (report: CatalogImportReport) =>
  Object.values(report.sections).some((s) => s.errors.length > 0);

/** An import's counts per section and every mistake by place and field (a file's or a sheet's). */
export function ImportReport({ report }: { report: CatalogImportReport }) {
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
