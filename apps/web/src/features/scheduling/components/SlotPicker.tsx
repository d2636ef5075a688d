import type { Slot } from '@rb/contracts';
import { resolveLocale, weekStartsOn } from '@rb/contracts/common/locale-codes';
import type { TimeOfDay } from '@rb/contracts/scheduling/times-of-day';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { Spinner } from '../../../components/Spinner';
import { formatDay, formatMonth } from '../../../lib/date-format';
import { useConfig } from '../../config';
import { type SlotSource, useClinicSlots } from '../api/clinic-slots';
import { useScrollToSelected } from '../hooks/use-scroll-to-selected';
import { neighbourAnchor, periodFor, type SlotsView } from '../lib/calendar';
import { groupSlotsByDay, type SlotSelection } from '../lib/slot-params';
import { todayIn } from '../lib/zone-format';
import { MonthView } from './MonthView';
import { TimeOfDayFilter } from './TimeOfDayFilter';
import { WeekView } from './WeekView';
import './scheduling.css';

export interface SlotPickerProps {
  /** Unique on the page (several pickers when exams are booked separately). */
  idPrefix: string;
  clinicId: number;
  timeZone: string;
  examSlug: string;
  customDuration?: number | null;
  /** The caller's own key: its holds do not hide slots from it. */
  bookingKey: string | null;
  deviceId?: number | null;
  view: SlotsView;
  /** The `week` path parameter. */
  anchor: string | undefined;
  /**
   * Earliest bookable day (yyyy-MM-dd) from the booking's questionnaire outcome: the server offers
   * nothing before it, so the picker opens there and says why.
   */
  minDate?: string;
  timeOfDay: TimeOfDay[];
  selection: SlotSelection | null;
  busy: boolean;
  onViewChange: (view: SlotsView) => void;
  onNavigate: (anchor: string) => void;
  onTimeOfDayChange: (value: TimeOfDay[]) => void;
  onChooseDay: (day: string) => void;
  onSelectSlot: (slot: Slot) => void;
  /** Another source of slots than the public call (the admin panel's). */
  slotSource?: SlotSource;
}

/** §4 slot selection: WEEK or MONTH view, week navigation, time-of-day filter, chosen slot in view. */
export function SlotPicker(props: SlotPickerProps) {
  const { t, i18n } = useTranslation();
  const config = useConfig();
  const container = useRef<HTMLDivElement>(null);
  const { locale } = resolveLocale(i18n.language);
  const today = todayIn(props.timeZone);
  const period = periodFor(props.view, props.anchor ?? props.minDate, today, {
    weekStartsOn: weekStartsOn(locale),
    startsToday: config.features.weekStartsTodayEnabled,
  });
  const common = {
    clinicIds: [props.clinicId],
    examSlug: props.examSlug,
    customDuration: props.customDuration ?? null,
    examBookingKey: props.bookingKey,
    timeOfDay: props.timeOfDay.length > 0 ? props.timeOfDay.join(',') : null,
    deviceId: props.deviceId ?? null,
  };
  const slots = useClinicSlots(
    {
      ...common,
      start: period.windowStart,
      end: period.windowEnd,
      clinicAppointmentsView: props.view,
    },
    props.slotSource,
  );
  // MONTH view only summarises days; the chosen day's times come from a one-day WEEK window.
  const chosenDay =
    props.view === 'MONTH' && props.selection?.date && period.days.includes(props.selection.date)
      ? props.selection.date
      : null;
  const dayTimes = useClinicSlots(
    chosenDay ? { ...common, start: chosenDay, end: chosenDay, clinicAppointmentsView: 'WEEK' } : null,
    props.slotSource,
  );

  const clinicSlots = slots.data?.find((c) => c.clinicId === props.clinicId);
  const slotsByDay = useMemo(
    () => groupSlotsByDay(clinicSlots?.slots ?? [], props.timeZone),
    [clinicSlots, props.timeZone],
  );
  const dayTimesByDay = useMemo(
    () =>
      groupSlotsByDay(dayTimes.data?.find((c) => c.clinicId === props.clinicId)?.slots ?? [], props.timeZone),
    [dayTimes.data, props.clinicId, props.timeZone],
  );
  const availability = useMemo(
    () => new Map((clinicSlots?.days ?? []).map((d) => [d.date, d])),
    [clinicSlots],
  );
  const selectedKey = props.selection?.startTime
    ? `${props.selection.date} ${props.selection.startTime} ${props.selection.deviceId}`
    : null;
  useScrollToSelected(container, slots.isSuccess ? selectedKey : null);

  const periodLabel =
    period.view === 'MONTH' && period.month
      ? formatMonth(period.month, i18n.language)
      : t('booking.slots.week_of', {
          from: formatDay(period.first, i18n.language),
          to: formatDay(period.last, i18n.language),
        });
  const emptyPeriod = slots.isSuccess && (clinicSlots?.days ?? []).every((d) => d.slotCount === 0);
  const loading = slots.isPending || slots.isPlaceholderData;

  return (
    <div className="slot-picker" ref={container} aria-busy={loading}>
      <div className="slot-picker-toolbar">
        <fieldset className="slot-view-toggle">
          <legend className="visually-hidden">{t('booking.slots.view')}</legend>
          {(['WEEK', 'MONTH'] as const).map((view) => (
            <Button
              key={view}
              variant={props.view === view ? 'primary' : 'secondary'}
              aria-pressed={props.view === view}
              onClick={() => props.onViewChange(view)}
            >
              {t(view === 'WEEK' ? 'booking.slots.week_view' : 'booking.slots.month_view')}
            </Button>
          ))}
        </fieldset>
        <TimeOfDayFilter
          idPrefix={props.idPrefix}
          value={props.timeOfDay}
          onChange={props.onTimeOfDayChange}
        />
      </div>
      <nav className="slot-period-nav" aria-label={t('booking.slots.period_navigation')}>
        <Button
          variant="secondary"
          disabled={!period.canGoBack}
          onClick={() => props.onNavigate(neighbourAnchor(period, -1))}
        >
          {t(period.view === 'MONTH' ? 'booking.slots.previous_month' : 'booking.slots.previous_week')}
        </Button>
        <h2 className="slot-period-label" aria-live="polite">
          {periodLabel}
        </h2>
        <Button variant="secondary" onClick={() => props.onNavigate(neighbourAnchor(period, 1))}>
          {t(period.view === 'MONTH' ? 'booking.slots.next_month' : 'booking.slots.next_week')}
        </Button>
      </nav>
      {props.minDate && props.minDate > today && (
        <p className="slot-picker-min-date" data-testid="slot-min-date">
          {t('questionnaires.outcome_min_date')}: {formatDay(props.minDate, i18n.language, 'long')}
        </p>
      )}
      {loading && <Spinner label={t('booking.slots.loading')} />}
      {slots.isError && <ErrorAlert error={slots.error} />}
      {emptyPeriod && <p className="slot-picker-empty">{t('booking.slots.none_this_period')}</p>}
      {slots.isSuccess && period.view === 'WEEK' && (
        <WeekView
          days={period.days}
          slotsByDay={slotsByDay}
          timeZone={props.timeZone}
          selection={props.selection}
          onSelect={props.onSelectSlot}
          disabled={props.busy}
        />
      )}
      {slots.isSuccess && period.view === 'MONTH' && period.month && (
        <MonthView
          days={period.days}
          month={period.month}
          availability={availability}
          chosenDay={chosenDay}
          onChooseDay={props.onChooseDay}
          disabled={props.busy}
        />
      )}
      {chosenDay && (
        <div className="month-day-times">
          {dayTimes.isPending && <Spinner label={t('booking.slots.loading')} />}
          {dayTimes.isSuccess && (
            <WeekView
              days={[chosenDay]}
              slotsByDay={dayTimesByDay}
              timeZone={props.timeZone}
              selection={props.selection}
              onSelect={props.onSelectSlot}
              disabled={props.busy}
            />
          )}
        </div>
      )}
    </div>
  );
}
