import type { BookingClinic, BookingFormDetails, Slot } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ApiError, problemMessage } from '../../../lib/api-client';
import { formatLongDate, formatTime } from '../../../lib/date-format';
import { VanStopOfDay } from '../../catalog';
import {
  isCompleteSelection,
  readSelections,
  readTimeOfDay,
  readView,
  SlotPicker,
  type SlotSelection,
  type SlotsView,
  selectionOfSlot,
  useReserveSlot,
  writeSelection,
  writeTimeOfDay,
  zonedInstant,
} from '../../scheduling';
import { type BookingRoute, bookingPath, routePrefix } from '../lib/booking-route';
import { totalDuration } from '../lib/visit-plan';

type Exam = BookingFormDetails['exams'][number];

interface SlotSectionProps {
  route: BookingRoute;
  exams: Exam[];
  clinic: BookingClinic;
  keys: string[];
  holdMinutes: number;
  /** Earliest bookable day from the questionnaire outcome (yyyy-MM-dd). */
  minDate?: string;
  onConflict: () => void;
  /** Every time the visit needs is now chosen, by this choice: the page moves on to what comes next. */
  onChosen?: () => void;
}

/**
 * The slot pickers of the page: one for the visit (several exams back to back share one longer
 * slot), or one per exam when they are booked separately. Choosing a time first holds it.
 */
export function SlotSection({
  route,
  exams,
  clinic,
  keys,
  holdMinutes,
  minDate,
  onConflict,
  onChosen,
}: SlotSectionProps) {
  const { t, i18n } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const reserve = useReserveSlot();
  const [holdErrorKey, setHoldErrorKey] = useState<string | null>(null);
  const count = route.separateBooking ? exams.length : 1;
  const selections = readSelections(search, count);
  const view = readView(search);
  const timeOfDay = readTimeOfDay(search);
  const pickers = route.separateBooking
    ? exams.map((exam, index) => ({ index, exam, customDuration: null as number | null }))
    : [{ index: 0, exam: exams[0] as Exam, customDuration: exams.length > 1 ? totalDuration(exams) : null }];

  function selectSlot(index: number, examSlug: string, customDuration: number | null, slot: Slot) {
    setHoldErrorKey(null);
    reserve.mutate(
      {
        clinicId: clinic.id,
        deviceId: slot.deviceId,
        examSlug,
        start: slot.start,
        bookingKey: keys[index] as string,
        customDuration,
      },
      {
        onSuccess: () => {
          const chosen = selectionOfSlot(slot, clinic.timeZone);
          setSearch((current) => writeSelection(current, index, count, chosen));
          const after = readSelections(writeSelection(search, index, count, chosen), count);
          if (after.every(isCompleteSelection)) onChosen?.();
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409) onConflict();
          else setHoldErrorKey(problemMessage(error));
        },
      },
    );
  }

  const chosenText = (selection: SlotSelection) => {
    if (!selection.date || !selection.startTime) return null;
    const start = zonedInstant(selection.date, selection.startTime, clinic.timeZone);
    return t('booking.slots.chosen', {
      date: formatLongDate(start, clinic.timeZone, i18n.language),
      time: formatTime(start, clinic.timeZone, i18n.language),
    });
  };

  return (
    <section className="booking-section" aria-labelledby="slots-title">
      <h2 id="slots-title">{t('booking.slots.title')}</h2>
      <p className="muted">{t('booking.slots.time_zone_note', { zone: clinic.timeZone })}</p>
      {exams.length > 1 && !route.separateBooking && (
        <p>{t('booking.slots.back_to_back', { minutes: totalDuration(exams) })}</p>
      )}
      {pickers.map(({ index, exam, customDuration }) => {
        const selection = selections[index] ?? null;
        const chosen = selection ? chosenText(selection) : null;
        return (
          <div key={exam.slug} className="slot-picker-block">
            {route.separateBooking && <h3>{exam.nameWithModality}</h3>}
            <SlotPicker
              idPrefix={`picker-${index}`}
              clinicId={clinic.id}
              timeZone={clinic.timeZone}
              examSlug={exam.slug}
              customDuration={customDuration}
              bookingKey={keys[index] ?? null}
              deviceId={route.advanced ? (selection?.deviceId ?? null) : null}
              view={view}
              anchor={route.week}
              minDate={minDate}
              timeOfDay={timeOfDay}
              selection={selection}
              busy={reserve.isPending}
              onViewChange={(next: SlotsView) =>
                setSearch((current) => {
                  const updated = new URLSearchParams(current);
                  updated.set('slotsView', next);
                  return updated;
                })
              }
              onNavigate={(anchor) =>
                navigate({
                  pathname: bookingPath(
                    routePrefix(location.pathname),
                    route.advanced,
                    route.examSlugs,
                    anchor,
                  ),
                  search: search.toString(),
                })
              }
              onTimeOfDayChange={(value) => setSearch((current) => writeTimeOfDay(current, value))}
              onChooseDay={(day) =>
                setSearch((current) =>
                  writeSelection(current, index, count, {
                    date: day,
                    deviceId: route.advanced ? selection?.deviceId : null,
                  }),
                )
              }
              onSelectSlot={(slot) => selectSlot(index, exam.slug, customDuration, slot)}
            />
            <p className="chosen-slot" aria-live="polite">
              {chosen ? `${chosen} ${t('booking.slots.held_for', { minutes: holdMinutes })}` : ''}
            </p>
            {clinic.mobile && <VanStopOfDay clinicId={clinic.id} date={selection?.date ?? null} />}
          </div>
        );
      })}
      {holdErrorKey && (
        <p className="alert alert-error" role="alert">
          {t(holdErrorKey)}
        </p>
      )}
    </section>
  );
}
