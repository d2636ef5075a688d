import type { AdminCatalog } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useOrderExams } from '../api/catalog-admin-api';
import { ExamForm } from './ExamForm';

/**
 * The provider's exams (spec §3) in the order patients see them: each moves up or down a place
 * (the whole order is saved at once), and is added or edited in the form below the list.
 */
export function ExamsAdmin({ catalog }: { catalog: AdminCatalog }) {
  const { t } = useTranslation();
  const ids = useId();
  const order = useOrderExams();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const exams = catalog.exams;
  const exam = typeof editing === 'number' ? exams.find((e) => e.id === editing) : undefined;
  const modality = new Map(catalog.modalities.map((m) => [m.id, m.name]));

  function move(index: number, by: -1 | 1) {
    const slugs = exams.map((e) => e.slug);
    const [moved] = slugs.splice(index, 1);
    if (moved === undefined) return;
    slugs.splice(index + by, 0, moved);
    order.mutate(slugs);
  }

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.catalog.exams')}</h2>
      <Button onClick={() => setEditing('new')}>{t('admin.catalog.exam.add')}</Button>
      <ErrorAlert error={order.error} />
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.catalog.exam.name')}</th>
            <th scope="col">{t('admin.catalog.exam.modality')}</th>
            <th scope="col">{t('admin.catalog.exam.durationMinutes')}</th>
            <th scope="col">{t('admin.catalog.exam.devices')}</th>
            <th scope="col">{t('admin.catalog.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {exams.map((row, index) => (
            <tr key={row.id}>
              <th scope="row">
                {row.name}
                {!row.active && <span className="muted"> ({t('admin.catalog.exam.not_offered')})</span>}
              </th>
              <td>{modality.get(row.modalityId)}</td>
              <td>{row.durationMinutes}</td>
              <td>{row.deviceIds.length}</td>
              <td className="admin-actions">
                <Button variant="secondary" onClick={() => setEditing(row.id)}>
                  {t('admin.catalog.edit_named', { name: row.name })}
                </Button>
                <Button
                  variant="secondary"
                  disabled={index === 0 || order.isPending}
                  onClick={() => move(index, -1)}
                >
                  {t('admin.catalog.exam.move_up', { name: row.name })}
                </Button>
                <Button
                  variant="secondary"
                  disabled={index === exams.length - 1 || order.isPending}
                  onClick={() => move(index, 1)}
                >
                  {t('admin.catalog.exam.move_down', { name: row.name })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing !== null && (
        <div className="admin-panel">
          <ExamForm key={editing} exam={exam ?? null} catalog={catalog} onSaved={() => setEditing(null)} />
        </div>
      )}
    </section>
  );
}
