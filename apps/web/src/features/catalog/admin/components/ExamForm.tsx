import type { AdminCatalog, AdminExam, ExamInput, ExamTextInput } from '@rb/contracts';
import { DEFAULT_LOCALE, type Locale, supportedLocales } from '@rb/contracts/common/locale-codes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { FieldError } from '../../../../components/FieldError';
import { nativeLocaleNames } from '../../../../lib/locale-names';
import { problemFields } from '../../../../lib/problem-fields';
import { AdminTextArea, AdminTextField } from '../../../admin';
import { useSaveExam } from '../api/catalog-admin-api';
import { CheckboxGroup, CheckboxInput, SelectInput, useFieldMessage } from './fields';

/** The form always sends every list: what it shows is what the exam holds after the save. */
type ExamDraft = Required<ExamInput>;

/** The locales besides the default, whose texts the exam's own fields are. */
const otherLocales = supportedLocales.filter((locale) => locale !== DEFAULT_LOCALE);
const REFERRAL = 'REFERRAL';
type TextKey = 'name' | 'examNotes' | 'notes' | 'preparationNotes';
const textKeys: TextKey[] = ['name', 'examNotes', 'notes', 'preparationNotes'];

/** One entry per other locale, in a fixed order, so the server's `texts.N` names the locale's fields. */
function textsOf(exam: AdminExam | null): ExamTextInput[] {
  return otherLocales.map(
    (locale) =>
      exam?.texts.find((t) => t.locale === locale) ?? {
        locale,
        name: null,
        examNotes: null,
        notes: null,
        preparationNotes: null,
      },
  );
}

const blank: ExamDraft = {
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
  texts: textsOf(null),
  documentTypeCodes: [REFERRAL],
  questionnaireKeys: [],
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
  const [draft, setDraft] = useState<ExamDraft>(() => {
    if (!exam) return blank;
    const { id: _id, ...input } = exam;
    return { ...input, texts: textsOf(exam) };
  });
  const errors = problemFields(save.error);
  const message = useFieldMessage(errors);
  const firstOf = (prefix: string) =>
    message(prefix) ??
    Object.keys(errors)
      .filter((field) => field.startsWith(`${prefix}.`))
      .map(message)[0] ??
    null;
  const set = <K extends keyof ExamDraft>(key: K, value: ExamDraft[K]) =>
    setDraft({ ...draft, [key]: value });
  const setText = (index: number, key: TextKey, value: string) =>
    set(
      'texts',
      draft.texts.map((entry, i) => (i === index ? { ...entry, [key]: value.trim() ? value : null } : entry)),
    );
  const documents = catalog.documentTypes.filter((d) => d.code !== REFERRAL);
  const referralRequired = draft.documentTypeCodes.includes(REFERRAL);
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
      {draft.texts.map((entry, index) => (
        <LocaleTexts
          key={entry.locale}
          id={`${ids}-texts-${entry.locale}`}
          entry={entry}
          localeError={message(`texts.${index}.locale`)}
          error={(key) => message(`texts.${index}.${key}`)}
          onChange={(key, value) => setText(index, key, value)}
        />
      ))}
      {flags.map((flag) => (
        <CheckboxInput
          key={flag}
          id={`${ids}-${flag}`}
          label={t(`admin.catalog.exam.${flag}`)}
          checked={draft[flag]}
          onChange={(checked) => set(flag, checked)}
        />
      ))}
      {catalog.documentTypes.some((d) => d.code === REFERRAL) && (
        <CheckboxInput
          id={`${ids}-referral`}
          label={t('admin.catalog.exam.referralRequired')}
          checked={referralRequired}
          onChange={(checked) =>
            set(
              'documentTypeCodes',
              checked
                ? [REFERRAL, ...draft.documentTypeCodes]
                : draft.documentTypeCodes.filter((code) => code !== REFERRAL),
            )
          }
        />
      )}
      <CheckboxGroup
        id={`${ids}-documents`}
        legend={t('admin.catalog.exam.documentTypes')}
        options={documents.map((d) => ({ value: d.code, label: d.title }))}
        chosen={draft.documentTypeCodes.filter((code) => code !== REFERRAL)}
        error={firstOf('documentTypeCodes')}
        onChange={(codes) => set('documentTypeCodes', referralRequired ? [REFERRAL, ...codes] : codes)}
      />
      <CheckboxGroup
        id={`${ids}-questionnaires`}
        legend={t('admin.catalog.exam.questionnaires')}
        options={catalog.questionnaires.map((q) => ({ value: q.key, label: q.title }))}
        chosen={draft.questionnaireKeys}
        error={firstOf('questionnaireKeys')}
        onChange={(questionnaireKeys) => set('questionnaireKeys', questionnaireKeys)}
      />
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

/** The exam's texts in one other locale; an empty field shows patients the default locale's. */
function LocaleTexts({
  id,
  entry,
  localeError,
  error,
  onChange,
}: {
  id: string;
  entry: ExamTextInput;
  localeError: string | null;
  error: (key: TextKey) => string | null;
  onChange: (key: TextKey, value: string) => void;
}) {
  const { t } = useTranslation();
  const language = nativeLocaleNames[entry.locale as Locale];
  return (
    <fieldset className="form-field" aria-describedby={`${id}-hint${localeError ? ` ${id}-error` : ''}`}>
      <legend>{t('admin.catalog.exam.texts_in', { language })}</legend>
      <p id={`${id}-hint`} className="muted">
        {t('admin.catalog.exam.texts_hint')}
      </p>
      {textKeys.map((key) => {
        const Field = key === 'notes' || key === 'preparationNotes' ? AdminTextArea : AdminTextField;
        return (
          <Field
            key={key}
            id={`${id}-${key}`}
            lang={entry.locale}
            label={t('admin.catalog.exam.in_language', { field: t(`admin.catalog.exam.${key}`), language })}
            value={entry[key] ?? ''}
            error={error(key)}
            onChange={(event: { target: { value: string } }) => onChange(key, event.target.value)}
          />
        );
      })}
      <FieldError id={`${id}-error`} message={localeError} alert />
    </fieldset>
  );
}
