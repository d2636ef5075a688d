import { activeAppointmentStatuses, type BookingKind, type SessionScope, sessionScope } from '@rb/contracts';
import { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { BookingTarget } from '../../platform/session';
import '../appointments/appointments.tables';
import '../booking-requests/booking-requests.tables';
import './patient-auth.tables';

export interface SessionRow {
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  scopes: SessionScope[];
}

const scopesSchema = z.array(sessionScope);

export function createPatientSessionRepository(db: Db) {
  return {
    async find(id: string, trx: Db = db): Promise<SessionRow | null> {
      const row = await trx.selectFrom('patientSession').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return null;
      const scopes = scopesSchema.safeParse(row.scopes);
      return {
        id: row.id,
        createdAt: new Date(row.createdAt),
        lastSeenAt: new Date(row.lastSeenAt),
        expiresAt: new Date(row.expiresAt),
        scopes: scopes.success ? scopes.data : [],
      };
    },

    async insert(row: SessionRow, trx: Db): Promise<void> {
      await trx
        .insertInto('patientSession')
        .values({ ...row, scopes: JSON.stringify(row.scopes) })
        .execute();
    },

    async touch(id: string, at: Date, trx: Db = db): Promise<void> {
      await trx.updateTable('patientSession').set({ lastSeenAt: at }).where('id', '=', id).execute();
    },

    async delete(id: string, trx: Db = db): Promise<void> {
      await trx.deleteFrom('patientSession').where('id', '=', id).execute();
    },

    /** Housekeeping: sessions past their absolute end or idle since `idleBefore`. */
    async deleteExpired(now: Date, idleBefore: Date, trx: Db = db): Promise<void> {
      await trx
        .deleteFrom('patientSession')
        .where((eb) => eb.or([eb('expiresAt', '<=', now), eb('lastSeenAt', '<=', idleBefore)]))
        .execute();
    },

    /** The booking key behind an id or slug (for the secured guard). */
    async resolveTarget(target: BookingTarget): Promise<{ kind: BookingKind; bookingKey: string } | null> {
      if ('bookingKey' in target) {
        const appointment =
          target.kind === 'BOOKING_REQUEST'
            ? undefined
            : await db
                .selectFrom('appointment')
                .select('bookingKey')
                .where('bookingKey', '=', target.bookingKey)
                .limit(1)
                .executeTakeFirst();
        if (appointment) return { kind: 'APPOINTMENT', bookingKey: appointment.bookingKey };
        if (target.kind === 'APPOINTMENT') return null;
        const request = await db
          .selectFrom('bookingRequest')
          .select('bookingKey')
          .where('bookingKey', '=', target.bookingKey)
          .executeTakeFirst();
        return request ? { kind: 'BOOKING_REQUEST', bookingKey: request.bookingKey } : null;
      }
      if ('appointmentId' in target || 'appointmentSlug' in target) {
        let query = db.selectFrom('appointment').select('bookingKey');
        query =
          'appointmentId' in target
            ? query.where('id', '=', target.appointmentId)
            : query.where('slug', '=', target.appointmentSlug);
        const row = await query.executeTakeFirst();
        return row ? { kind: 'APPOINTMENT', bookingKey: row.bookingKey } : null;
      }
      let query = db.selectFrom('bookingRequest').select('bookingKey');
      query =
        'bookingRequestId' in target
          ? query.where('id', '=', target.bookingRequestId)
          : query.where('slug', '=', target.bookingRequestSlug);
      const row = await query.executeTakeFirst();
      return row ? { kind: 'BOOKING_REQUEST', bookingKey: row.bookingKey } : null;
    },

    /**
     * §2/§6 read-only by the booking's state: an appointment booking with nothing active still to
     * end, or a booking request that is no longer pending or on hold.
     */
    async isClosed(booking: { kind: BookingKind; bookingKey: string }, now: Date): Promise<boolean> {
      if (booking.kind === 'APPOINTMENT') {
        const open = await db
          .selectFrom('appointment')
          .select('id')
          .where('bookingKey', '=', booking.bookingKey)
          .where('status', 'in', [...activeAppointmentStatuses])
          .where('endsAt', '>', now)
          .limit(1)
          .executeTakeFirst();
        return !open;
      }
      const request = await db
        .selectFrom('bookingRequest')
        .select('id')
        .where('bookingKey', '=', booking.bookingKey)
        .where('status', 'in', ['PENDING', 'ON_HOLD'])
        .executeTakeFirst();
      return !request;
    },
  };
}

export type PatientSessionRepository = ReturnType<typeof createPatientSessionRepository>;
