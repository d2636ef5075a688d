import type { DaySheet, DaySheetAppointment } from '@rb/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useOutletContext, useSearchParams } from 'react-router';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { SelectField } from '../../../../components/SelectField';
import { Spinner } from '../../../../components/Spinner';
import { compareCharacters } from '../../../../lib/character-order';
import { formatDay, formatTime } from '../../../../lib/date-format';
import { zonedParts } from '../../../../lib/zoned-parts';
import type { AdminOutletContext } from '../../../admin';
import { mayUse, NoAccess, sectionById, useClinicChoices } from '../../../admin';
import { useDaySheet } from '../api/operations-api';
import { DaySheetCalendar } from '../components/DaySheetCalendar';
import { StatusLegend } from '../components/StatusLegend';
import { isDay, shiftDay } from '../lib/day-shift';

/**
 * /admin/appointments: a clinic's day, one column per device, with status colours and check-in
 * state; the clinic and day are in the address (?clinic=&date=) so a link or reload keeps them.
 */
export default function DaySheetPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('appointments');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <DaySheetView clinicIds={me.roles.includes('admin') ? null : me.clinicIds} />;
}

function DaySheetView({ clinicIds }: { clinicIds: number[] | null }) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const clinics = useClinicChoices();
  // Clinic staff choose among their clinics; the server refuses any other (404) anyway.
  const choices = (clinics.data ?? []).filter(
    (clinic) => clinicIds === null || clinicIds.includes(clinic.id),
  );
  const chosen = choices.find((clinic) => String(clinic.id) === search.get('clinic')) ?? choices[0];
  const dateParam = search.get('date');
  const date = isDay(dateParam) ? dateParam : zonedParts(new Date(), chosen?.timeZone ?? 'UTC').date;
  const sheet = useDaySheet(chosen?.id ?? null, date);
  const update = (changes: Record<string, string>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) next.set(key, value);
      return next;
    });
  const label = useCallback((appointment: DaySheetAppointment) => eventLabel(appointment, t), [t]);

  return (
    <section className="page admin-day-sheet" aria-labelledby="day-sheet-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="day-sheet-title">{t('admin.day_sheet.title')}</h1>
      {clinics.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={clinics.error} />
      {chosen && (
        <div className="admin-toolbar">
          <SelectField
            id="day-sheet-clinic"
            label={t('admin.day_sheet.clinic')}
            value={String(chosen.id)}
            emptyLabel={t('admin.day_sheet.choose_clinic')}
            options={choices.map((clinic) => ({ value: clinic.id, label: clinic.name }))}
            onChange={(value) => value && update({ clinic: value })}
          />
          <div className="form-field">
            <label htmlFor="day-sheet-date">{t('admin.day_sheet.date')}</label>
            <input
              id="day-sheet-date"
              type="date"
              value={date}
              onChange={(event) => isDay(event.target.value) && update({ date: event.target.value })}
            />
          </div>
          <div className="admin-row-actions">
            <Button variant="secondary" onClick={() => update({ date: shiftDay(date, -1) })}>
              {t('admin.day_sheet.previous_day')}
            </Button>
            <Button
              variant="secondary"
              onClick={() => update({ date: zonedParts(new Date(), chosen.timeZone).date })}
            >
              {t('admin.day_sheet.today')}
            </Button>
            <Button variant="secondary" onClick={() => update({ date: shiftDay(date, 1) })}>
              {t('admin.day_sheet.next_day')}
            </Button>
          </div>
        </div>
      )}
      {chosen === undefined && clinics.data && <p>{t('admin.day_sheet.no_clinics')}</p>}
      {sheet.isPending && chosen && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={sheet.error} />
      {sheet.data && (
        <>
          <h2>
            {t('admin.day_sheet.heading', {
              clinic: sheet.data.clinic.name,
              day: formatDay(sheet.data.date, i18n.language, 'long'),
            })}
          </h2>
          <StatusLegend />
          <DaySheetCalendar
            title={t('admin.day_sheet.calendar_label', { clinic: sheet.data.clinic.name })}
            sheet={sheet.data}
            label={label}
            linkTo={appointmentPath}
          />
          <DayAppointmentList sheet={sheet.data} />
        </>
      )}
    </section>
  );
}

const appointmentPath = (slug: string) => `/admin/appointments/${slug}`;

type Translate = ReturnType<typeof useTranslation>['t'];

/** The status comes first: a short event shows only its first words, and colour must not be the only sign. */
function eventLabel(appointment: DaySheetAppointment, t: Translate): string {
  return [
    t(`admin.status.${appointment.status}`),
    appointment.patientName,
    appointment.examName,
    appointment.walkIn ? t('admin.day_sheet.walk_in') : null,
    checkInText(appointment, t),
  ]
    .filter(Boolean)
    .join(' · ');
}

function checkInText(appointment: DaySheetAppointment, t: Translate): string | null {
  const checkIn = appointment.checkIn;
  if (!checkIn) return null;
  if (checkIn.checkedInAt)
    return checkIn.folioNumber
      ? t('admin.check_in.checked_in_folio', { folio: checkIn.folioNumber })
      : t('admin.check_in.checked_in');
  if (checkIn.preparedSentAt) return t('admin.check_in.sent');
  return t('admin.check_in.prepared');
}

/** The day as a list: the same appointments in time order, each a link to open it. */
function DayAppointmentList({ sheet }: { sheet: DaySheet }) {
  const { t, i18n } = useTranslation();
  const devices = new Map(sheet.devices.map((device) => [device.id, device.name]));
  const rows = [...sheet.appointments].sort((a, b) => compareCharacters(a.startsAt, b.startsAt));
  if (rows.length === 0) return <p>{t('admin.day_sheet.empty')}</p>;
  return (
    <table className="admin-table day-sheet-list">
      <caption>{t('admin.day_sheet.list_caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('admin.day_sheet.time')}</th>
          <th scope="col">{t('admin.day_sheet.device')}</th>
          <th scope="col">{t('admin.day_sheet.patient')}</th>
          <th scope="col">{t('admin.day_sheet.exam')}</th>
          <th scope="col">{t('admin.day_sheet.status')}</th>
          <th scope="col">{t('admin.day_sheet.check_in')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((appointment) => (
          <tr key={appointment.id}>
            <td>
              {formatTime(appointment.startsAt, sheet.clinic.timeZone, i18n.language)}–
              {formatTime(appointment.endsAt, sheet.clinic.timeZone, i18n.language)}
            </td>
            <td>{devices.get(appointment.deviceId)}</td>
            <td>
              <Link to={`/admin/appointments/${appointment.slug}`}>{appointment.patientName}</Link>
              {appointment.walkIn && <span className="muted"> · {t('admin.day_sheet.walk_in')}</span>}
            </td>
            <td>{appointment.examName}</td>
            <td>{t(`admin.status.${appointment.status}`)}</td>
            <td>{checkInText(appointment, t) ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
