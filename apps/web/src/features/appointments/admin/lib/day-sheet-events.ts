import type { AppointmentStatus, DaySheet, DaySheetAppointment } from '@rb/contracts';
import { zonedParts } from '../../../../lib/zoned-parts';

/**
 * Status colours of the day sheet: white text on each passes WCAG AA (≥ 4.5:1), and the status is
 * also written in the event, so colour is never the only signal.
 */
export const statusColours: Record<AppointmentStatus, string> = {
  BOOKED: '#1d6b3a',
  PENDING: '#8a4b00',
  ON_HOLD: '#6b3fa0',
  CANCELED: '#5c6670',
  // Moved to another time: its own colour, so it is not taken for a cancelled one (issue 36 item 8).
  RESCHEDULED: '#9c2a5a',
  CHANGED: '#5c6670',
  EXPIRED: '#5c6670',
  EXPIRED_PATIENT: '#5c6670',
  DECLINED_BY_PATIENT: '#5c6670',
  REMOVED_BY_OPERATOR: '#5c6670',
  DELETED: '#5c6670',
};

/** Checked-in appointments stand out whatever their booking status. */
export const checkedInColour = '#0b4f7a';

/**
 * The calendar has no time zones: it lays out naive wall times. Instants become the clinic's wall
 * time ("yyyy-MM-dd HH:mm"), so the sheet shows the clinic's day whatever the browser's zone is.
 */
export const clinicWallTime = (instant: string, timeZone: string) => {
  const { date, time } = zonedParts(instant, timeZone);
  return `${date} ${time}`;
};

export interface SheetEvent {
  id: string;
  resourceIds: number[];
  start: string;
  end: string;
  title: string;
  backgroundColor?: string;
  textColor?: string;
  display?: 'auto' | 'background';
  classNames?: string[];
  extendedProps?: { slug: string };
}

type Label = (appointment: DaySheetAppointment) => string;

/** Appointments as events; live holds and blocked time as background shading in their columns. */
export function daySheetEvents(sheet: DaySheet, label: Label): SheetEvent[] {
  const zone = sheet.clinic.timeZone;
  const allDevices = sheet.devices.map((device) => device.id);
  const appointments = sheet.appointments.map(
    (appointment): SheetEvent => ({
      id: `appointment-${appointment.id}`,
      resourceIds: [appointment.deviceId],
      start: clinicWallTime(appointment.startsAt, zone),
      end: clinicWallTime(appointment.endsAt, zone),
      title: label(appointment),
      backgroundColor: appointment.checkIn?.checkedInAt ? checkedInColour : statusColours[appointment.status],
      textColor: '#ffffff',
      classNames: ['day-sheet-appointment', `status-${appointment.status.toLowerCase()}`],
      extendedProps: { slug: appointment.slug },
    }),
  );
  const holds = sheet.holds.map(
    (hold, index): SheetEvent => ({
      id: `hold-${index}`,
      resourceIds: [hold.deviceId],
      start: clinicWallTime(hold.startsAt, zone),
      end: clinicWallTime(hold.endsAt, zone),
      title: '',
      display: 'background',
      classNames: ['day-sheet-hold'],
    }),
  );
  const blocks = sheet.blocks.map(
    (block, index): SheetEvent => ({
      id: `block-${index}`,
      resourceIds: block.deviceId === null ? allDevices : [block.deviceId],
      start: clinicWallTime(block.startsAt, zone),
      end: clinicWallTime(block.endsAt, zone),
      title: block.reason,
      display: 'background',
      classNames: ['day-sheet-block'],
    }),
  );
  return [...blocks, ...holds, ...appointments];
}

/** The grid's hours: from the earliest opening or appointment to the latest, whole hours. */
export function daySheetHours(sheet: DaySheet): { slotMinTime: string; slotMaxTime: string } {
  const zone = sheet.clinic.timeZone;
  const times = [...sheet.openings, ...sheet.appointments].flatMap((item) => [
    zonedParts(item.startsAt, zone),
    zonedParts(item.endsAt, zone),
  ]);
  const sameDay = times.filter((part) => part.date === sheet.date).map((part) => part.time);
  if (sameDay.length === 0) return { slotMinTime: '07:00', slotMaxTime: '19:00' };
  const hours = sameDay.map((time) => Number(time.slice(0, 2)) + (time.endsWith(':00') ? 0 : 1));
  const first = Math.min(...sameDay.map((time) => Number(time.slice(0, 2))));
  const last = Math.min(24, Math.max(...hours));
  const pad = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
  return { slotMinTime: pad(first), slotMaxTime: pad(Math.max(last, first + 1)) };
}
