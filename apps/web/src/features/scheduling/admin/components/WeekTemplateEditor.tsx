import type { ClinicSchedule, ScheduleSession } from '@rb/contracts';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { FieldError } from '../../../../components/FieldError';
import type { problemFields } from '../../../../lib/problem-fields';
import { minuteOfTime, nextDay, timeOfMinute } from '../lib/local-times';

type Device = ClinicSchedule['devices'][number];
type Errors = ReturnType<typeof problemFields>;

interface Row {
  key: number;
  weekday: number;
  start: string;
  end: string;
  slotMinutes: string;
  examSlugs: string[];
  examGroups: string[];
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/**
 * A device's weekly template from a day on: one row per session (weekday, start, end, slot length),
 * all native inputs, so it is used with the keyboard alone; adding a row moves focus into it. The
 * newest template is the starting point. The server checks overlaps, end before start and slot
 * lengths that do not divide a session, and each answer shows beside its field.
 */
export function WeekTemplateEditor({
  device,
  today,
  errors,
  pending,
  onSave,
}: {
  device: Device;
  today: string;
  errors: Errors;
  pending: boolean;
  onSave: (template: { effectiveFrom: string; sessions: ScheduleSession[] }) => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const nextKey = useRef(0);
  const latest = device.templates.at(-1);
  const toRow = (session: ScheduleSession): Row => ({
    key: nextKey.current++,
    weekday: session.weekday,
    start: timeOfMinute(session.startMinute),
    end: timeOfMinute(session.endMinute),
    slotMinutes: session.slotMinutes === null ? '' : String(session.slotMinutes),
    examSlugs: session.examSlugs,
    examGroups: session.examGroups,
  });
  const [effectiveFrom, setEffectiveFrom] = useState(nextDay(today));
  const [rows, setRows] = useState<Row[]>(() => (latest?.sessions ?? []).map(toRow));
  const [focusKey, setFocusKey] = useState<number | null>(null);
  const message = (field: string) => {
    const error = errors[field];
    return error ? t(error.key, error.params ?? {}) : null;
  };
  const update = (key: number, change: Partial<Row>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const sessions = (): ScheduleSession[] =>
    rows.map((row) => ({
      weekday: row.weekday,
      startMinute: minuteOfTime(row.start) ?? 0,
      endMinute: row.end === '00:00' ? 1440 : (minuteOfTime(row.end) ?? 0),
      slotMinutes: row.slotMinutes.trim() ? Number(row.slotMinutes) : null,
      examSlugs: row.examSlugs,
      examGroups: row.examGroups,
    }));
  const fromId = `${ids}-from`;
  return (
    <form
      className="admin-form week-template"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ effectiveFrom, sessions: sessions() });
      }}
    >
      <h3 id={`${ids}-title`}>{t('admin.schedule.template.title', { name: device.name })}</h3>
      <div className="form-field">
        <label htmlFor={fromId}>{t('admin.schedule.template.effective_from')}</label>
        <input
          id={fromId}
          type="date"
          value={effectiveFrom}
          min={nextDay(today)}
          aria-invalid={message('effectiveFrom') ? true : undefined}
          aria-describedby={message('effectiveFrom') ? `${fromId}-error` : undefined}
          onChange={(event) => setEffectiveFrom(event.target.value)}
        />
        <FieldError id={`${fromId}-error`} message={message('effectiveFrom')} alert />
      </div>
      <table className="admin-table">
        <caption>{t('admin.schedule.template.sessions')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('admin.schedule.template.weekday')}</th>
            <th scope="col">{t('admin.schedule.template.start')}</th>
            <th scope="col">{t('admin.schedule.template.end')}</th>
            <th scope="col">{t('admin.schedule.template.slot_minutes')}</th>
            <th scope="col">{t('admin.catalog.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => {
            const cell = (name: string) => `${ids}-${row.key}-${name}`;
            const error = (field: string) => message(`sessions.${index}.${field}`);
            const described = (field: string, name: string) =>
              error(field)
                ? { 'aria-invalid': true as const, 'aria-describedby': `${cell(name)}-error` }
                : {};
            const label = (name: string) => t(`admin.schedule.template.${name}_of`, { number: index + 1 });
            return (
              <tr key={row.key}>
                <td>
                  <select
                    id={cell('weekday')}
                    aria-label={label('weekday')}
                    value={row.weekday}
                    ref={(element) => {
                      if (element && focusKey === row.key) {
                        element.focus();
                        setFocusKey(null);
                      }
                    }}
                    onChange={(event) => update(row.key, { weekday: Number(event.target.value) })}
                  >
                    {WEEKDAYS.map((weekday) => (
                      <option key={weekday} value={weekday}>
                        {t(`admin.schedule.weekday.${weekday}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    id={cell('start')}
                    type="time"
                    aria-label={label('start')}
                    value={row.start}
                    {...described('startMinute', 'start')}
                    onChange={(event) => update(row.key, { start: event.target.value })}
                  />
                  <FieldError id={`${cell('start')}-error`} message={error('startMinute')} alert />
                </td>
                <td>
                  <input
                    id={cell('end')}
                    type="time"
                    aria-label={label('end')}
                    value={row.end}
                    {...described('endMinute', 'end')}
                    onChange={(event) => update(row.key, { end: event.target.value })}
                  />
                  <FieldError id={`${cell('end')}-error`} message={error('endMinute')} alert />
                </td>
                <td>
                  <input
                    id={cell('slot')}
                    type="number"
                    min={5}
                    max={480}
                    aria-label={label('slot_minutes')}
                    value={row.slotMinutes}
                    {...described('slotMinutes', 'slot')}
                    onChange={(event) => update(row.key, { slotMinutes: event.target.value })}
                  />
                  <FieldError id={`${cell('slot')}-error`} message={error('slotMinutes')} alert />
                </td>
                <td>
                  <Button
                    variant="secondary"
                    onClick={() => setRows((current) => current.filter((r) => r.key !== row.key))}
                  >
                    {t('admin.schedule.template.remove_of', { number: index + 1 })}
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <Button
        variant="secondary"
        onClick={() => {
          const row = toRow({
            weekday: 1,
            startMinute: 8 * 60,
            endMinute: 12 * 60,
            slotMinutes: 15,
            examSlugs: [],
            examGroups: [],
          });
          setRows((current) => [...current, row]);
          setFocusKey(row.key);
        }}
      >
        {t('admin.schedule.template.add')}
      </Button>
      <Button type="submit" disabled={pending}>
        {t('admin.schedule.template.save')}
      </Button>
    </form>
  );
}
