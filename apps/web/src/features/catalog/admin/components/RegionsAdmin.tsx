import type { AdminRegion, RegionInput } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { problemFields } from '../../../../lib/problem-fields';
import { AdminTextField, draftInput } from '../../../admin';
import { useSaveRegion } from '../api/catalog-admin-api';
import { useFieldMessage } from './fields';

const inputOf = ({ id: _id, ...input }: AdminRegion): RegionInput => input;

/**
 * The provider's regions (spec §3), in the order patients are offered them (lowest order first):
 * each is added, renamed or given another place in the order in a form here.
 */
export function RegionsAdmin({ regions }: { regions: AdminRegion[] }) {
  const { t } = useTranslation();
  const ids = useId();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const ordered = [...regions].sort((a, b) => a.sortOrder - b.sortOrder || a.name.localeCompare(b.name));
  const region = typeof editing === 'number' ? ordered.find((r) => r.id === editing) : undefined;

  return (
    <section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.catalog.regions')}</h2>
      <Button onClick={() => setEditing('new')}>{t('admin.catalog.region.add')}</Button>
      <table className="admin-table">
        <thead>
          <tr>
            <th scope="col">{t('admin.catalog.region.name')}</th>
            <th scope="col">{t('admin.catalog.region.slug')}</th>
            <th scope="col">{t('admin.catalog.region.sortOrder')}</th>
            <th scope="col">{t('admin.catalog.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {ordered.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.slug}</td>
              <td>{row.sortOrder}</td>
              <td className="admin-actions">
                <Button variant="secondary" onClick={() => setEditing(row.id)}>
                  {t('admin.catalog.edit_named', { name: row.name })}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing !== null && (
        <div className="admin-panel">
          <RegionForm
            key={editing}
            region={region ?? null}
            nextOrder={(ordered.at(-1)?.sortOrder ?? -1) + 1}
            onSaved={() => setEditing(null)}
          />
        </div>
      )}
    </section>
  );
}

function RegionForm({
  region,
  nextOrder,
  onSaved,
}: {
  region: AdminRegion | null;
  nextOrder: number;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSaveRegion();
  const [draft, setDraft] = useState<RegionInput>(
    region ? inputOf(region) : { slug: '', name: '', latitude: 0, longitude: 0, sortOrder: nextOrder },
  );
  const message = useFieldMessage(problemFields(save.error));
  const field = (key: keyof RegionInput, type: 'text' | 'number') => (
    <AdminTextField
      id={`${ids}-${key}`}
      label={t(`admin.catalog.region.${key}`)}
      error={message(key)}
      {...draftInput(draft, setDraft, key, type)}
    />
  );
  return (
    <form
      className="admin-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: region?.id ?? null, body: draft }, { onSuccess: onSaved });
      }}
    >
      <h3 id={`${ids}-title`}>
        {region ? t('admin.catalog.region.edit', { name: region.name }) : t('admin.catalog.region.new')}
      </h3>
      {field('name', 'text')}
      {field('slug', 'text')}
      {field('latitude', 'number')}
      {field('longitude', 'number')}
      {field('sortOrder', 'number')}
      <ErrorAlert error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {t('admin.catalog.save')}
      </Button>
    </form>
  );
}
