import type { AdminCatalog, AdminDevice, DeviceInput } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { problemFields } from '../../../../lib/problem-fields';
import { AdminTextField } from '../../../admin';
import { useSaveDevice } from '../api/catalog-admin-api';
import { CheckboxGroup, SelectInput, useFieldMessage } from './fields';

/**
 * A device (room) of a clinic: its modality and the exams it performs (of that modality). Taking it
 * out of service is a schedule change, on the clinic's schedule page, because it can strand bookings.
 */
export function DeviceForm({
  clinicId,
  device,
  catalog,
  onSaved,
}: {
  clinicId: number;
  device: AdminDevice | null;
  catalog: AdminCatalog;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSaveDevice();
  const [draft, setDraft] = useState<DeviceInput>({
    name: device?.name ?? '',
    modalityId: device?.modalityId ?? 0,
    examSlugs: device?.examSlugs ?? [],
    examGroups: [],
  });
  const errors = problemFields(save.error);
  const message = useFieldMessage(errors);
  // An exam's own error (`examSlugs.2`) is shown on the group as a whole.
  const examError =
    message('examSlugs') ??
    Object.keys(errors)
      .filter((field) => field.startsWith('examSlugs.'))
      .map(message)[0] ??
    null;
  const exams = catalog.exams.filter((exam) => exam.modalityId === draft.modalityId);
  return (
    <form
      className="admin-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { clinicId, id: device?.id ?? null, body: draft },
          {
            onSuccess: () => {
              if (!device) setDraft({ name: '', modalityId: 0, examSlugs: [], examGroups: [] });
              onSaved();
            },
          },
        );
      }}
    >
      <h3 id={`${ids}-title`}>
        {device ? t('admin.catalog.device.edit', { name: device.name }) : t('admin.catalog.device.new')}
      </h3>
      <AdminTextField
        id={`${ids}-name`}
        label={t('admin.catalog.device.name')}
        value={draft.name}
        error={message('name')}
        onChange={(event) => setDraft({ ...draft, name: event.target.value })}
      />
      <SelectInput
        id={`${ids}-modality`}
        label={t('admin.catalog.device.modality')}
        value={draft.modalityId ? String(draft.modalityId) : ''}
        error={message('modalityId')}
        onChange={(value) => setDraft({ ...draft, modalityId: Number(value), examSlugs: [] })}
      >
        <option value="">{t('admin.catalog.choose')}</option>
        {catalog.modalities.map((modality) => (
          <option key={modality.id} value={modality.id}>
            {modality.name}
          </option>
        ))}
      </SelectInput>
      {draft.modalityId > 0 && (
        <CheckboxGroup
          id={`${ids}-exams`}
          legend={t('admin.catalog.device.exams')}
          options={exams.map((exam) => ({ value: exam.slug, label: exam.name }))}
          chosen={draft.examSlugs}
          error={examError}
          onChange={(examSlugs) => setDraft({ ...draft, examSlugs })}
        />
      )}
      <ErrorAlert error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {device ? t('admin.catalog.save') : t('admin.catalog.device.add')}
      </Button>
    </form>
  );
}
