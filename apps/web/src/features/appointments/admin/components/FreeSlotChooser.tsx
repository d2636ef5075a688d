import type { Slot, TimeOfDay } from '@rb/contracts';
import { useState } from 'react';
import { SlotPicker, type SlotSelection, type SlotsView, selectionOfSlot } from '../../../scheduling';
import { staffSlotSource } from '../api/staff-booking-api';

interface Props {
  idPrefix: string;
  clinicId: number;
  timeZone: string;
  examSlug: string;
  /** The key the exam questionnaires were answered under: their outcome's earliest date limits the slots. */
  bookingKey?: string | null;
  /** The slot chosen so far (null: none). */
  chosen: Slot | null;
  busy: boolean;
  onChoose: (slot: Slot) => void;
}

/**
 * A free slot of the clinic for an exam, picked with the booking journey's own slot picker (week or
 * month view, time-of-day filter, keyboard operable); its state lives here, not in the address.
 * Slots come through the staff call, so enquiry-only exams have theirs too.
 */
export function FreeSlotChooser({
  idPrefix,
  clinicId,
  timeZone,
  examSlug,
  bookingKey = null,
  chosen,
  busy,
  onChoose,
}: Props) {
  const [view, setView] = useState<SlotsView>('WEEK');
  const [anchor, setAnchor] = useState<string | undefined>(undefined);
  const [timeOfDay, setTimeOfDay] = useState<TimeOfDay[]>([]);
  const [day, setDay] = useState<string | null>(null);
  const selection: SlotSelection | null = chosen
    ? selectionOfSlot(chosen, timeZone)
    : day
      ? { date: day, startTime: null, endTime: null, deviceId: null }
      : null;
  return (
    <SlotPicker
      idPrefix={idPrefix}
      clinicId={clinicId}
      timeZone={timeZone}
      examSlug={examSlug}
      bookingKey={bookingKey}
      view={view}
      anchor={anchor}
      timeOfDay={timeOfDay}
      selection={selection}
      busy={busy}
      onViewChange={setView}
      onNavigate={setAnchor}
      onTimeOfDayChange={setTimeOfDay}
      onChooseDay={setDay}
      onSelectSlot={onChoose}
      slotSource={staffSlotSource}
    />
  );
}
