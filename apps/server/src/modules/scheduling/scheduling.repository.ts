import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import '../catalog/catalog.tables';
import './scheduling.tables';
import { weekdayOf } from '../../platform/local-time';
import type { Busy, WeeklyPeriod } from './slot-engine';

/** A clinic as slot search sees it: zone, state (for holidays) and the devices doing one exam. */
export interface ClinicSetup {
  id: number;
  slug: string;
  timeZone: string;
  state: string;
  devices: { id: number; customDurationMinutes: number | null; periods: WeeklyPeriod[] }[];
}

export interface BookingPolicy {
  pendingByDefault: boolean;
  holdMinutes: number;
  horizonDays: number;
  postalCodeDistanceLimitKm: number;
}

/** Whether a session takes an exam: no restriction, or the exam or its group is named. */
export function sessionAllows(
  session: { examIds: number[] | null; examGroups: string[] | null },
  examId: number,
  groupName: string | null,
): boolean {
  if (!session.examIds?.length && !session.examGroups?.length) return true;
  return (
    (session.examIds ?? []).includes(examId) ||
    (groupName !== null && (session.examGroups ?? []).includes(groupName))
  );
}

const epochMs = (column: string) => sql<number>`(extract(epoch from ${sql.ref(column)}) * 1000)::float8`;

export function createSchedulingRepository(db: Db) {
  return {
    async readPolicy(trx: Db = db): Promise<BookingPolicy> {
      return trx
        .selectFrom('bookingPolicy')
        .select(['pendingByDefault', 'holdMinutes', 'horizonDays', 'postalCodeDistanceLimitKm'])
        .executeTakeFirstOrThrow();
    },

    /** Active clinics among `clinicIds` with their active devices offering the exam and their weekly periods. */
    async loadSetups(clinicIds: number[], examId: number, trx: Db = db): Promise<ClinicSetup[]> {
      if (clinicIds.length === 0) return [];
      const clinics = await trx
        .selectFrom('clinic')
        .select(['id', 'slug', 'timeZone', 'state'])
        .where('id', 'in', clinicIds)
        .where('active', '=', true)
        .execute();
      if (clinics.length === 0) return [];
      const offered = await trx
        .selectFrom('clinicExam')
        .innerJoin('device', 'device.id', 'clinicExam.deviceId')
        .select(['clinicExam.clinicId', 'clinicExam.deviceId', 'clinicExam.customDurationMinutes'])
        .where('clinicExam.examId', '=', examId)
        .where(
          'clinicExam.clinicId',
          'in',
          clinics.map((c) => c.id),
        )
        .where('device.active', '=', true)
        .orderBy('clinicExam.deviceId')
        .execute();
      const deviceIds = offered.map((o) => o.deviceId);
      const [exam, weekly, extra] = offered.length
        ? await Promise.all([
            trx.selectFrom('exam').select('groupName').where('id', '=', examId).executeTakeFirst(),
            trx
              .selectFrom('deviceSchedule')
              .select([
                'deviceId',
                'weekday',
                'startMinute',
                'endMinute',
                sql<string | null>`valid_from::text`.as('validFrom'),
                sql<string | null>`valid_to::text`.as('validTo'),
                'slotMinutes',
                'examIds',
                'examGroups',
              ])
              .where('deviceId', 'in', deviceIds)
              .execute(),
            trx
              .selectFrom('scheduleExtraSession')
              .select([
                'deviceId',
                sql<string>`on_date::text`.as('date'),
                'startMinute',
                'endMinute',
                'slotMinutes',
              ])
              .where('deviceId', 'in', deviceIds)
              .execute(),
          ])
        : [undefined, [], []];
      const periodsByDevice = new Map<number, WeeklyPeriod[]>();
      const add = (deviceId: number, period: WeeklyPeriod) => {
        const list = periodsByDevice.get(deviceId) ?? [];
        list.push(period);
        periodsByDevice.set(deviceId, list);
      };
      for (const { deviceId, examIds, examGroups, ...period } of weekly) {
        if (sessionAllows({ examIds, examGroups }, examId, exam?.groupName ?? null)) add(deviceId, period);
      }
      for (const { deviceId, date, ...session } of extra) {
        add(deviceId, { ...session, weekday: weekdayOf(date), validFrom: date, validTo: date });
      }
      return clinics.map((clinic) => ({
        ...clinic,
        devices: offered
          .filter((o) => o.clinicId === clinic.id)
          .map((o) => ({
            id: o.deviceId,
            customDurationMinutes: o.customDurationMinutes,
            periods: periodsByDevice.get(o.deviceId) ?? [],
          })),
      }));
    },

    /** Holiday dates (yyyy-MM-dd) per state between two dates; national holidays under the key ''. */
    async holidays(states: string[], fromDate: string, toDate: string, trx: Db = db) {
      const rows = await trx
        .selectFrom('publicHoliday')
        .select([sql<string>`holiday_date::text`.as('date'), 'state'])
        .where('holidayDate', '>=', fromDate)
        .where('holidayDate', '<=', toDate)
        .where((eb) =>
          eb.or([eb('state', 'is', null), ...(states.length ? [eb('state', 'in', states)] : [])]),
        )
        .execute();
      return rows.map((r) => ({ date: r.date, state: r.state ?? '' }));
    },

    /** Closures and exceptions of clinics overlapping [from, to). */
    async exceptions(clinicIds: number[], from: Date, to: Date, trx: Db = db) {
      if (clinicIds.length === 0) return [];
      return trx
        .selectFrom('scheduleException')
        .select(['clinicId', 'deviceId', epochMs('starts_at').as('start'), epochMs('ends_at').as('end')])
        .where('clinicId', 'in', clinicIds)
        .where('startsAt', '<', to)
        .where('endsAt', '>', from)
        .execute();
    },

    /**
     * Active claims on devices overlapping [from, to): appointments and holds not expired at `now`.
     * Holds of `ownBookingKey` and the claim of the appointment being rescheduled do not count.
     */
    async claims(
      deviceIds: number[],
      from: Date,
      to: Date,
      now: Date,
      exclude: { ownBookingKey?: string | null; appointmentSlug?: string | null } = {},
      trx: Db = db,
    ): Promise<Busy[]> {
      if (deviceIds.length === 0) return [];
      let query = trx
        .selectFrom('slotClaim')
        .select([
          'slotClaim.deviceId',
          epochMs('slot_claim.starts_at').as('start'),
          epochMs('slot_claim.ends_at').as('end'),
        ])
        .where('slotClaim.deviceId', 'in', deviceIds)
        .where('slotClaim.startsAt', '<', to)
        .where('slotClaim.endsAt', '>', from)
        .where((eb) =>
          eb.or([eb('slotClaim.kind', '=', 'APPOINTMENT'), eb('slotClaim.expiresAt', '>', now)]),
        );
      if (exclude.ownBookingKey) {
        const key = exclude.ownBookingKey;
        query = query.where((eb) =>
          eb.not(eb.and([eb('slotClaim.kind', '=', 'HOLD'), eb('slotClaim.bookingKey', '=', key)])),
        );
      }
      if (exclude.appointmentSlug) {
        const slug = exclude.appointmentSlug;
        query = query.where((eb) =>
          eb.or([
            eb('slotClaim.appointmentId', 'is', null),
            eb(
              'slotClaim.appointmentId',
              'not in',
              eb.selectFrom('appointment').select('id').where('slug', '=', slug),
            ),
          ]),
        );
      }
      return query.execute();
    },

    /** Frees a device's time of holds that expired, and of the booking key's own holds, before claiming it. */
    async clearHoldsBeforeClaim(
      deviceId: number,
      start: Date,
      end: Date,
      bookingKey: string | null,
      now: Date,
      trx: Db,
    ): Promise<void> {
      await trx
        .deleteFrom('slotClaim')
        .where('kind', '=', 'HOLD')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('deviceId', '=', deviceId),
              eb('startsAt', '<', end),
              eb('endsAt', '>', start),
              eb('expiresAt', '<=', now),
            ]),
            ...(bookingKey ? [eb('bookingKey', '=', bookingKey)] : []),
          ]),
        )
        .execute();
    },

    /**
     * Live holds of one holder under other keys (the key's own hold is replaced), with the holder
     * locked until the transaction ends so two holds at once cannot both pass the cap.
     */
    async liveHoldsOf(
      holder: string,
      exceptBookingKey: string,
      now: Date,
      trx: Db,
    ): Promise<{ count: number; firstExpiry: Date | null }> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`hold:${holder}`}, 0))`.execute(trx);
      const row = await trx
        .selectFrom('slotClaim')
        .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.min('expiresAt').as('firstExpiry')])
        .where('kind', '=', 'HOLD')
        .where('holder', '=', holder)
        .where('expiresAt', '>', now)
        .where('bookingKey', '<>', exceptBookingKey)
        .executeTakeFirstOrThrow();
      return {
        count: Number(row.count),
        firstExpiry: row.firstExpiry ? new Date(row.firstExpiry as Date | string) : null,
      };
    },

    async insertHold(
      hold: {
        deviceId: number;
        start: Date;
        end: Date;
        bookingKey: string;
        expiresAt: Date;
        holder?: string | null;
      },
      trx: Db,
    ): Promise<number> {
      const row = await trx
        .insertInto('slotClaim')
        .values({
          deviceId: hold.deviceId,
          startsAt: hold.start,
          endsAt: hold.end,
          kind: 'HOLD',
          bookingKey: hold.bookingKey,
          expiresAt: hold.expiresAt,
          holder: hold.holder ?? null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async insertAppointmentClaim(
      claim: { deviceId: number; start: Date; end: Date; bookingKey: string; appointmentId: number },
      trx: Db,
    ): Promise<void> {
      await trx
        .insertInto('slotClaim')
        .values({
          deviceId: claim.deviceId,
          startsAt: claim.start,
          endsAt: claim.end,
          kind: 'APPOINTMENT',
          bookingKey: claim.bookingKey,
          appointmentId: claim.appointmentId,
        })
        .execute();
    },

    async deleteHolds(bookingKey: string, trx: Db = db): Promise<number> {
      const result = await trx
        .deleteFrom('slotClaim')
        .where('kind', '=', 'HOLD')
        .where('bookingKey', '=', bookingKey)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type SchedulingRepository = ReturnType<typeof createSchedulingRepository>;
