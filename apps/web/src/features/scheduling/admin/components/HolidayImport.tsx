import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { FieldError } from '../../../../components/FieldError';
import { ApiError } from '../../../../lib/api-client';
import { formatDay } from '../../../../lib/date-format';
import { useHolidayCheck } from '../api/schedule-admin-api';

/**
 * Public holidays from an iCalendar file (.ics), as state governments and calendar services publish
 * them: a chosen file is checked at once (a dry run) and its holidays listed with the bookings they
 * strand; "Import" closes the clinic on them through the page's change, whose dialog decides those
 * bookings. Every mistake in the file is listed by event, and nothing is imported while there is one.
 */
export function HolidayImport({
  clinicId,
  expectedVersion,
  pending,
  onImport,
}: {
  clinicId: number;
  expectedVersion: number;
  pending: boolean;
  onImport: (calendar: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const ids = useId();
  const check = useHolidayCheck(clinicId);
  const [calendar, setCalendar] = useState<string | null>(null);
  const mistakes = check.error instanceof ApiError ? (check.error.problem.errors ?? []) : [];
  const found = check.data;
  const day = (date: string) => formatDay(date, i18n.language, 'long');

  async function choose(file: File | undefined) {
    setCalendar(null);
    check.reset();
    if (!file) return;
    const text = await file.text();
    setCalendar(text);
    check.mutate({ calendar: text, expectedVersion });
  }

  return (
    <section className="admin-form" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.schedule.holidays.title')}</h2>
      <p id={`${ids}-hint`}>{t('admin.schedule.holidays.hint')}</p>
      <div className="form-field">
        <label htmlFor={`${ids}-file`}>{t('admin.schedule.holidays.file')}</label>
        <input
          id={`${ids}-file`}
          type="file"
          accept=".ics,text/calendar"
          aria-invalid={mistakes.length ? true : undefined}
          aria-describedby={[`${ids}-hint`, ...mistakes.map((_, i) => `${ids}-error-${i}`)].join(' ')}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        {mistakes.map((mistake, i) => (
          <FieldError
            key={`${mistake.message}-${String(mistake.params?.event ?? i)}`}
            id={`${ids}-error-${i}`}
            message={t(mistake.message, mistake.params ?? {})}
            alert
          />
        ))}
      </div>
      {!mistakes.length && <ErrorAlert error={check.error} />}
      {found && (
        <>
          <p role="status">
            {t('admin.schedule.holidays.found', {
              count: found.holidays.length,
              closed: found.alreadyClosed,
              stranded: found.stranded.length,
            })}
          </p>
          <ul>
            {found.holidays.map((holiday) => (
              <li key={`${holiday.fromDate}-${holiday.toDate}`}>
                {holiday.fromDate === holiday.toDate
                  ? t('admin.schedule.holidays.day', { day: day(holiday.fromDate), reason: holiday.reason })
                  : t('admin.schedule.holidays.days', {
                      from: day(holiday.fromDate),
                      to: day(holiday.toDate),
                      reason: holiday.reason,
                    })}
              </li>
            ))}
          </ul>
          <Button
            disabled={pending || !calendar || found.holidays.length === found.alreadyClosed}
            onClick={() => calendar && onImport(calendar)}
          >
            {t('admin.schedule.holidays.import', { count: found.holidays.length - found.alreadyClosed })}
          </Button>
        </>
      )}
    </section>
  );
}
