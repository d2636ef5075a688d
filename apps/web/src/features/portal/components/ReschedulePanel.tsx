import type { PortalAppointment, Slot, TimeOfDay } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { problemMessage } from '../../../lib/api-client';
import { formatLongDate, formatTime } from '../../../lib/date-format';
import {
  SlotPicker,
  type SlotSelection,
  type SlotsView,
  selectionOfSlot,
  useReserveSlot,
} from '../../scheduling';

interface ReschedulePanelProps {
  appointment: PortalAppointment;
  bookingKey: string;
  busy: boolean;
  onReschedule: (choice: { deviceId: number; start: string }) => void;
  onCancel: () => void;
}

/**
 * Reschedule: the booking's own slot picker for the same exam and clinic. Choosing a time holds it
 * under the booking key (as when booking), then the patient confirms the move.
 */
export function ReschedulePanel({
  appointment,
  bookingKey,
  busy,
  onReschedule,
  onCancel,
}: ReschedulePanelProps) {
  const { t, i18n } = useTranslation();
  const [view, setView] = useState<SlotsView>('WEEK');
  const [anchor, setAnchor] = useState<string | undefined>(undefined);
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay[]>([]);
  const [selection, setSelection] = useState<SlotSelection | null>(null);
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [holdError, setHoldError] = useState<string | null>(null);
  const reserve = useReserveSlot();
  const zone = appointment.clinic.timeZone;

  const select = (slot: Slot) => {
    setHoldError(null);
    reserve.mutate(
      {
        clinicId: appointment.clinic.id,
        deviceId: slot.deviceId,
        examSlug: appointment.examSlug,
        start: slot.start,
        bookingKey,
      },
      {
        onSuccess: () => {
          setChosen(slot);
          setSelection(selectionOfSlot(slot, zone));
        },
        onError: (error) => setHoldError(problemMessage(error)),
      },
    );
  };

  return (
    <section className="portal-reschedule" aria-labelledby={`reschedule-${appointment.slug}`}>
      <h3 id={`reschedule-${appointment.slug}`}>{t('portal.reschedule.title')}</h3>
      <SlotPicker
        idPrefix={`reschedule-${appointment.slug}`}
        clinicId={appointment.clinic.id}
        timeZone={zone}
        examSlug={appointment.examSlug}
        bookingKey={bookingKey}
        view={view}
        anchor={anchor}
        timeOfDay={timeOfDay}
        selection={selection}
        busy={reserve.isPending || busy}
        onViewChange={setView}
        onNavigate={setAnchor}
        onTimeOfDayChange={setTimeOfDay}
        onChooseDay={(day) => setSelection({ date: day, startTime: null, endTime: null, deviceId: null })}
        onSelectSlot={select}
      />
      <p aria-live="polite" className="chosen-slot">
        {chosen
          ? t('portal.reschedule.chosen', {
              date: formatLongDate(chosen.start, zone, i18n.language),
              time: formatTime(chosen.start, zone, i18n.language),
            })
          : ''}
      </p>
      {holdError && (
        <p className="alert alert-error" role="alert">
          {t(holdError)}
        </p>
      )}
      <div className="portal-actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('portal.reschedule.back')}
        </Button>
        <Button
          disabled={!chosen || busy}
          onClick={() => chosen && onReschedule({ deviceId: chosen.deviceId, start: chosen.start })}
        >
          {t('portal.reschedule.submit')}
        </Button>
      </div>
    </section>
  );
}
