import { examNameWithModality } from '@rb/contracts';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { type AuditOrigin, createAuditService } from '../audit/audit.service';
import { buildCalendar, type CalendarMethod, calendarEventsOf, calendarUid } from './appointment-calendar';
import type { AppointmentRow, AppointmentsRepository } from './appointments.repository';

/** The address of `MAIL_FROM` (`Name <address>` or a bare address): the events' organizer. */
const mailAddress = (from: string) => from.match(/<([^>]+)>/)?.[1]?.trim() ?? from.trim();

/**
 * A booking's calendar file (issue 46): what the confirmation page offers and the emails attach.
 * The exam, the clinic and its address, the time in the clinic's zone; no patient data.
 */
export function createAppointmentCalendar(
  deps: Pick<AppDeps, 'db' | 'clock' | 'env'>,
  repository: Pick<AppointmentsRepository, 'byBookingKey'>,
) {
  const audit = createAuditService(deps);
  const host = new URL(deps.env.PUBLIC_URL).hostname;
  const secret = deps.env.SESSION_SECRET ?? 'development-calendar-uid-key';

  /** The file of the booking's rows; `cancelledOnly` for a cancellation's METHOD:CANCEL. */
  function fileOf(rows: AppointmentRow[], method: CalendarMethod): string | null {
    const chains = calendarEventsOf(rows).filter((e) => (method === 'CANCEL' ? e.cancelled : true));
    const first = chains[0]?.latest;
    if (!first) return null;
    return buildCalendar({
      method,
      providerName: first.clinicName,
      organizer: { name: first.clinicName, email: mailAddress(deps.env.MAIL_FROM) },
      now: deps.clock.now(),
      events: chains.map(({ rootId, latest, sequence, cancelled }) => ({
        uid: calendarUid(secret, rootId, host),
        sequence,
        start: new Date(latest.startsAt),
        end: new Date(latest.endsAt),
        timeZone: latest.timeZone,
        summary: `${examNameWithModality(latest.modalityName, latest.examName)} – ${latest.clinicName}`,
        location: `${latest.clinicName}, ${latest.clinicAddress}, ${latest.clinicSuburb} ${latest.clinicState} ${latest.clinicPostcode}`,
        description: latest.preparationNotes,
        // No link: a synced or shared calendar would carry the booking key with it.
        cancelled,
        tentative: latest.status === 'PENDING',
      })),
    });
  }

  return {
    /** The download the confirmation page links to: guarded by the booking key, audited. */
    async download(bookingKey: string, origin: AuditOrigin): Promise<string> {
      const rows = await repository.byBookingKey(bookingKey);
      const allEnded = calendarEventsOf(rows).every((e) => e.cancelled);
      const file = fileOf(rows, allEnded ? 'CANCEL' : 'PUBLISH');
      if (!file) throw notFound();
      await deps.db.transaction().execute((trx) =>
        audit.record(trx, {
          actorKind: 'ANONYMOUS',
          booking: { kind: 'APPOINTMENT', ref: bookingKey },
          action: 'appointments.calendar_file',
          outcome: 'SUCCESS',
          origin,
          detail: { count: rows.length },
        }),
      );
      return file;
    },

    /** The file an email about the booking carries: REQUEST for a booking or a move, CANCEL for an end. */
    async forEmail(bookingKey: string, method: 'REQUEST' | 'CANCEL'): Promise<string | null> {
      return fileOf(await repository.byBookingKey(bookingKey), method);
    },
  };
}

export type AppointmentCalendar = ReturnType<typeof createAppointmentCalendar>;
