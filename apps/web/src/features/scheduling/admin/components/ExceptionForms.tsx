import type { ClinicSchedule } from '@rb/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { FieldError } from '../../../../components/FieldError';
import type { problemFields } from '../../../../lib/problem-fields';
import { AdminTextArea } from '../../../admin';
import { nextDay, zonedInstant } from '../lib/local-times';

type Errors = ReturnType<typeof problemFields>;

function DateTimeInput({
  id,
  label,
  type,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  type: 'date' | 'time';
  value: string;
  onChange: (value: string) => void;
  error: string | null;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldError id={`${id}-error`} message={error} alert />
    </div>
  );
}

function DeviceChoice({
  id,
  label,
  schedule,
  value,
  onChange,
  whole,
}: {
  id: string;
  label: string;
  schedule: ClinicSchedule;
  value: string;
  onChange: (value: string) => void;
  /** The label of the "whole clinic" choice, when one is offered. */
  whole?: string;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {whole && <option value="">{whole}</option>}
        {schedule.devices.map((device) => (
          <option key={device.id} value={device.id}>
            {device.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Close the clinic, or one device, for local days (a public holiday, a refit). */
export function ClosureForm({
  schedule,
  errors,
  pending,
  onSave,
}: {
  schedule: ClinicSchedule;
  errors: Errors;
  pending: boolean;
  onSave: (closure: { deviceId: number | null; fromDate: string; toDate: string; reason: string }) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const first = nextDay(schedule.clinic.today);
  const [device, setDevice] = useState('');
  const [fromDate, setFromDate] = useState(first);
  const [toDate, setToDate] = useState(first);
  const [reason, setReason] = useState('');
  const message = (field: string) =>
    errors[field] ? t(errors[field].key, errors[field].params ?? {}) : null;
  return (
    <form
      className="admin-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ deviceId: device ? Number(device) : null, fromDate, toDate, reason });
      }}
    >
      <h2 id={`${ids}-title`}>{t('admin.schedule.closure.title')}</h2>
      <DeviceChoice
        id={`${ids}-device`}
        label={t('admin.schedule.closure.what')}
        schedule={schedule}
        value={device}
        onChange={setDevice}
        whole={t('admin.schedule.closure.whole_clinic')}
      />
      <DateTimeInput
        id={`${ids}-from`}
        label={t('admin.schedule.closure.from')}
        type="date"
        value={fromDate}
        onChange={setFromDate}
        error={message('fromDate')}
      />
      <DateTimeInput
        id={`${ids}-to`}
        label={t('admin.schedule.closure.to')}
        type="date"
        value={toDate}
        onChange={setToDate}
        error={message('toDate')}
      />
      <AdminTextArea
        id={`${ids}-reason`}
        label={t('admin.schedule.closure.reason')}
        value={reason}
        error={message('reason')}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" disabled={pending}>
        {t('admin.schedule.closure.save')}
      </Button>
    </form>
  );
}

/** Blocked time on one device (maintenance, a staff meeting), in the clinic's local time. */
export function BlockForm({
  schedule,
  errors,
  pending,
  onSave,
}: {
  schedule: ClinicSchedule;
  errors: Errors;
  pending: boolean;
  onSave: (block: { deviceId: number; startsAt: string; endsAt: string; reason: string }) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [device, setDevice] = useState(String(schedule.devices[0]?.id ?? ''));
  const [date, setDate] = useState(nextDay(schedule.clinic.today));
  const [start, setStart] = useState('12:00');
  const [end, setEnd] = useState('13:00');
  const [reason, setReason] = useState('');
  const message = (field: string) =>
    errors[field] ? t(errors[field].key, errors[field].params ?? {}) : null;
  const zone = schedule.clinic.timeZone;
  return (
    <form
      className="admin-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({
          deviceId: Number(device),
          startsAt: zonedInstant(date, start, zone),
          endsAt: zonedInstant(date, end, zone),
          reason,
        });
      }}
    >
      <h2 id={`${ids}-title`}>{t('admin.schedule.block.title')}</h2>
      <DeviceChoice
        id={`${ids}-device`}
        label={t('admin.schedule.block.device')}
        schedule={schedule}
        value={device}
        onChange={setDevice}
      />
      <DateTimeInput
        id={`${ids}-date`}
        label={t('admin.schedule.block.date')}
        type="date"
        value={date}
        onChange={setDate}
        error={null}
      />
      <DateTimeInput
        id={`${ids}-start`}
        label={t('admin.schedule.template.start')}
        type="time"
        value={start}
        onChange={setStart}
        error={message('startsAt')}
      />
      <DateTimeInput
        id={`${ids}-end`}
        label={t('admin.schedule.template.end')}
        type="time"
        value={end}
        onChange={setEnd}
        error={message('endsAt')}
      />
      <AdminTextArea
        id={`${ids}-reason`}
        label={t('admin.schedule.block.reason')}
        value={reason}
        error={message('reason')}
        onChange={(event) => setReason(event.target.value)}
      />
      <Button type="submit" disabled={pending}>
        {t('admin.schedule.block.save')}
      </Button>
    </form>
  );
}
