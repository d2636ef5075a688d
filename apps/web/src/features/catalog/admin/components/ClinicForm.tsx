import type { AdminCatalog, AdminClinic, ClinicInput } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { problemFields } from '../../../../lib/problem-fields';
import { AdminTextField } from '../../../admin';
import { useSaveClinic } from '../api/catalog-admin-api';
import { CheckboxInput, SelectInput, useFieldMessage } from './fields';

const blank: ClinicInput = {
  name: '',
  clinicPath: '',
  regionId: 0,
  address: '',
  suburb: '',
  state: '',
  postcode: '',
  latitude: 0,
  longitude: 0,
  timeZone: '',
  phone: '',
  email: null,
  openingHours: [],
  walkInEnabled: false,
  mobile: false,
};

const inputOf = (clinic: AdminClinic): ClinicInput => {
  const { id: _id, archived: _a, hasBookings: _h, devices: _d, ...input } = clinic;
  return input;
};

/** Every zone the browser knows, offered as the time-zone field's suggestions. */
const zones = (): string[] =>
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/**
 * A clinic's details (new or existing). The server checks the rules a form cannot (a known zone, a
 * free path, bookings that a zone change would move) and each answer shows beside its field.
 */
export function ClinicForm({
  clinic,
  catalog,
  onSaved,
}: {
  clinic: AdminClinic | null;
  catalog: AdminCatalog;
  onSaved: (clinic: AdminClinic) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSaveClinic();
  const [draft, setDraft] = useState<ClinicInput>(clinic ? inputOf(clinic) : blank);
  const message = useFieldMessage(problemFields(save.error));
  const set = <K extends keyof ClinicInput>(key: K, value: ClinicInput[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const text = (key: 'name' | 'clinicPath' | 'address' | 'suburb' | 'state' | 'postcode' | 'phone') => (
    <AdminTextField
      id={`${ids}-${key}`}
      label={t(`admin.catalog.clinic.${key}`)}
      value={draft[key]}
      error={message(key)}
      onChange={(event) => set(key, event.target.value)}
    />
  );
  const number = (key: 'latitude' | 'longitude') => (
    <AdminTextField
      id={`${ids}-${key}`}
      label={t(`admin.catalog.clinic.${key}`)}
      type="number"
      step="any"
      value={String(draft[key])}
      error={message(key)}
      onChange={(event) => set(key, Number(event.target.value))}
    />
  );
  return (
    <form
      className="admin-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ id: clinic?.id ?? null, body: draft }, { onSuccess: onSaved });
      }}
    >
      <h2 id={`${ids}-title`}>
        {clinic ? t('admin.catalog.clinic.edit', { name: clinic.name }) : t('admin.catalog.clinic.new')}
      </h2>
      {text('name')}
      {text('clinicPath')}
      <SelectInput
        id={`${ids}-region`}
        label={t('admin.catalog.clinic.region')}
        value={draft.regionId ? String(draft.regionId) : ''}
        error={message('regionId')}
        onChange={(value) => set('regionId', Number(value))}
      >
        <option value="">{t('admin.catalog.choose')}</option>
        {catalog.regions.map((region) => (
          <option key={region.id} value={region.id}>
            {region.name}
          </option>
        ))}
      </SelectInput>
      {text('address')}
      {text('suburb')}
      {text('state')}
      {text('postcode')}
      {number('latitude')}
      {number('longitude')}
      <AdminTextField
        id={`${ids}-timeZone`}
        label={t('admin.catalog.clinic.timeZone')}
        list={`${ids}-zones`}
        value={draft.timeZone}
        error={message('timeZone')}
        onChange={(event) => set('timeZone', event.target.value)}
      />
      <datalist id={`${ids}-zones`}>
        {zones().map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      {text('phone')}
      <AdminTextField
        id={`${ids}-email`}
        label={t('admin.catalog.clinic.email')}
        type="email"
        value={draft.email ?? ''}
        error={message('email')}
        onChange={(event) => set('email', event.target.value.trim() ? event.target.value : null)}
      />
      <CheckboxInput
        id={`${ids}-walkIn`}
        label={t('admin.catalog.clinic.walkInEnabled')}
        checked={draft.walkInEnabled}
        onChange={(checked) => set('walkInEnabled', checked)}
      />
      <CheckboxInput
        id={`${ids}-mobile`}
        label={t('admin.catalog.clinic.mobile')}
        checked={draft.mobile}
        onChange={(checked) => set('mobile', checked)}
      />
      <ErrorAlert error={save.error} />
      <Button type="submit" disabled={save.isPending}>
        {t('admin.catalog.save')}
      </Button>
    </form>
  );
}
