import type { AdminCatalog, AdminExam, ExamInput } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { problemFields } from '../../../../lib/problem-fields';
import { AdminTextArea, AdminTextField } from '../../../admin';
import { useSaveExam } from '../api/catalog-admin-api';
import { CheckboxGroup, CheckboxInput, SelectInput, useFieldMessage } from './fields';

const blank: ExamInput = {
  slug: '',
  name: '',
  modalityId: 0,
  examCode: '',
  priority: 100,
  durationMinutes: 15,
  preparationMinutes: 0,
  minutesPrior: 60,
  enquiryOnly: false,
  walkIn: false,
  specialEnquiry: false,
  generalEnquiry: false,
  groupName: null,
  examNotes: null,
  notes: null,
  preparationNotes: null,
  showBookingRequestInfoModal: false,
  active: true,
  bodyPartSlugs: [],
  deviceIds: [],
};

type Flag =
  | 'enquiryOnly'
  | 'walkIn'
  | 'specialEnquiry'
  | 'generalEnquiry'
  | 'showBookingRequestInfoModal'
  | 'active';
const flags: Flag[] = [
  'active',
  'enquiryOnly',
  'walkIn',
  'specialEnquiry',
  'generalEnquiry',
  'showBookingRequestInfoModal',
];

/** An exam as the booking journey reads it (§3), and the devices, of its modality, that perform it. */
export function ExamForm({
  exam,
  catalog,
  onSaved,
}: {
  exam: AdminExam | null;
  catalog: AdminCatalog;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSaveExam();
  const [draft, setDraft] = useState<ExamInput>(() => {
    if (!exam) return blank;
    const { id: _id, ...input } = exam;
    return input;
  });
  const errors = problemFields(save.error);
  const message = useFieldMessage(errors);
  const firstOf = (prefix: string) =>
    message(prefix) ??
    Object.keys(errors)
      .filter((field) => field.startsWith(`${prefix}.`))
      .map(message)[0] ??
    null;
  const set = <K extends keyof ExamInput>(key: K, value: ExamInput[K]) =>
    setDraft({ ...draft, [key]: value });
  const text = (key: 'slug' | 'name' | 'examCode') => (
    <AdminTextField
      id={`${ids}-${key}`}
      label={t(`admin.catalog.exam.${key}`)}
      value={draft[key]}
      error={message(key)}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  const optional = (key: 'groupName' | 'examNotes') => (
    <AdminTextField
      id={`${ids}-${key}`}
      label={t(`admin.catalog.exam.${key}`)}
      value={draft[key] ?? ''}
      error={message(key)}
      onChange={(event) => set(key, event.target.value.trim() ? event.target.value : null)}
    />
  );
  const longText = (key: 'notes' | 'preparationNotes') => (
    <AdminTextArea
      id={`${ids}-${key}`}
      label={t(`admin.catalog.exam.${key}`)}
      value={draft[key] ?? ''}
      error={message(key)}
      onChange={(event) => set(key, event.target.value.trim() ? event.target.value : null)}
    />
  );
  const number = (key: 'priority' | 'durationMinutes' | 'preparationMinutes' | 'minutesPrior') => (
    <AdminTextField
      id={`${ids}-${key}`}
      label={t(`admin.catalog.exam.${key}`)}
      type="number"
      min={0}
      value={String(draft[key])}
      error={message(key)}
      onChange={(event) => set(key, Number(event.target.value))}
    />
  );
  const devices = catalog.clinics.flatMap((clinic) =>
    clinic.devices
      .filter((device) => device.modalityId === draft.modalityId)
      .map((device) => ({ value: device.id, label: `${clinic.name}: ${device.name}` })),
  );
  return (
    <form
      className="admin-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { id: exam?.id ?? null, body: draft },
          {
            onSuccess: () => {
              if (!exam) setDraft(blank);
              onSaved();
            },
          },
        );
      }}
    >
      <h2 id={`${ids}-title`}>
        {exam ? t('admin.catalog.exam.edit', { name: exam.name }) : t('admin.catalog.exam.new')}
      </h2>
      {text('name')}
      {text('slug')}
      <SelectInput
        id={`${ids}-modality`}
        label={t('admin.catalog.exam.modality')}
        value={draft.modalityId ? String(draft.modalityId) : ''}
        error={message('modalityId')}
        onChange={(value) => setDraft({ ...draft, modalityId: Number(value), deviceIds: [] })}
      >
        <option value="">{t('admin.catalog.choose')}</option>
        {catalog.modalities.map((modality) => (
          <option key={modality.id} value={modality.id}>
            {modality.name}
          </option>
        ))}
      </SelectInput>
      {text('examCode')}
      {number('durationMinutes')}
      {number('preparationMinutes')}
      {number('minutesPrior')}
      {number('priority')}
      {optional('groupName')}
      {optional('examNotes')}
      {longText('notes')}
      {longText('preparationNotes')}
      {flags.map((flag) => (
        <CheckboxInput
          key={flag}
          id={`${ids}-${flag}`}
          label={t(`admin.catalog.exam.${flag}`)}
          checked={draft[flag]}
          onChange={(checked) => set(flag, checked)}
        />
      ))}
      <CheckboxGroup
        id={`${ids}-bodyParts`}
        legend={t('admin.catalog.exam.bodyParts')}
        options={catalog.bodyParts.map((part) => ({ value: part.slug, label: part.name }))}
        chosen={draft.bodyPartSlugs}
        error={firstOf('bodyPartSlugs')}
        onChange={(bodyPartSlugs) => set('bodyPartSlugs', bodyPartSlugs)}
      />
      {draft.modalityId > 0 && (
        <CheckboxGroup
          id={`${ids}-devices`}
          legend={t('admin.catalog.exam.devices')}
          options={devices}
          chosen={draft.deviceIds}
          error={firstOf('deviceIds')}
          onChange={(deviceIds) => set('deviceIds', deviceIds)}
        />
      )}
      <ErrorAlert error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {t('admin.catalog.save')}
      </Button>
    </form>
  );
}
