import { activeAppointmentStatuses, type Slot } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../patients/patients.tables';
import { addDaysToDate, localParts, weekdayOf } from '../../platform/local-time';
import { isoInstant } from './iso-instant';
import { type SchedulingRepository, sessionAllows } from './scheduling.repository';
import { type Interval, subtract, type WeeklyPeriod, workingIntervals } from './slot-engine';
import { holidaySet, searchSlots } from './slot-search';

/**
 * Which bookings a schedule change strands (issue 39, decision 0040). Inside the change's
 * transaction, the future appointments and live holds in the change's reach are checked against the
 * schedule before and after it: a booking that fitted working time before and no longer does is
 * stranded. One already outside the schedule (kept there by an earlier decision) is not asked again.
 */

/** The devices and time a change can touch; `to` null: from `from` on. */
export interface ChangeScope {
  deviceIds: number[];
  from: Date;
  to: Date | null;
}

export interface CheckedClaim {
  claimId: number;
  kind: 'HOLD' | 'APPOINTMENT';
  deviceId: number;
  start: number;
  end: number;
  bookingKey: string;
  appointmentId: number | null;
  slug: string | null;
  examId: number | null;
  examSlug: string | null;
  examName: string | null;
  examGroup: string | null;
  patientName: string | null;
}

type StatePeriod = WeeklyPeriod & { examIds: number[] | null; examGroups: string[] | null };

export interface ScheduleState {
  timeZone: string;
  devices: Map<number, { active: boolean; periods: StatePeriod[] }>;
  /** Closures and blocks per device (clinic-wide ones included), sorted by start. */
  busy: Map<number, Interval[]>;
  holidays: Set<string>;
  /** Free working intervals already worked out, per device, date and exam. */
  memo: Map<string, Interval[]>;
}

const epochMs = (column: string) => sql<number>`(extract(epoch from ${sql.ref(column)}) * 1000)::float8`;

/** Appointments (active) and live holds starting in the scope, not before `now`. */
export async function claimsInScope(trx: Db, scope: ChangeScope, now: Date): Promise<CheckedClaim[]> {
  if (scope.deviceIds.length === 0) return [];
  const from = new Date(Math.max(now.getTime(), scope.from.getTime()));
  let query = trx
    .selectFrom('slotClaim')
    .leftJoin('appointment', 'appointment.id', 'slotClaim.appointmentId')
    .leftJoin('exam', 'exam.id', 'appointment.examId')
    .leftJoin('modality', 'modality.id', 'exam.modalityId')
    .leftJoin('patient', 'patient.id', 'appointment.patientId')
    .select([
      'slotClaim.id as claimId',
      'slotClaim.kind',
      'slotClaim.deviceId',
      epochMs('slot_claim.starts_at').as('start'),
      epochMs('slot_claim.ends_at').as('end'),
      'slotClaim.bookingKey',
      'slotClaim.appointmentId',
      'appointment.slug',
      'exam.id as examId',
      'exam.slug as examSlug',
      sql<string | null>`modality.name || ' ' || exam.name`.as('examName'),
      'exam.groupName as examGroup',
      sql<string | null>`patient.first_name || ' ' || patient.last_name`.as('patientName'),
    ])
    .where('slotClaim.deviceId', 'in', scope.deviceIds)
    .where('slotClaim.endsAt', '>', from)
    .where('slotClaim.startsAt', '>=', now)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('slotClaim.kind', '=', 'APPOINTMENT'),
          eb('appointment.status', 'in', activeAppointmentStatuses),
        ]),
        eb.and([eb('slotClaim.kind', '=', 'HOLD'), eb('slotClaim.expiresAt', '>', now)]),
      ]),
    )
    .orderBy('slotClaim.startsAt')
    .orderBy('slotClaim.id');
  if (scope.to) query = query.where('slotClaim.startsAt', '<', scope.to);
  return query.execute();
}

/** The schedule of the clinic's devices as it stands in the transaction, for the claims' days. */
export async function readState(
  trx: Db,
  clinic: { id: number; timeZone: string; state: string },
  deviceIds: number[],
  claims: CheckedClaim[],
  holidays: SchedulingRepository['holidays'],
): Promise<ScheduleState> {
  const first = Math.min(...claims.map((c) => c.start));
  const last = Math.max(...claims.map((c) => c.end));
  const fromDate = addDaysToDate(localParts(clinic.timeZone, first).date, -1);
  const toDate = addDaysToDate(localParts(clinic.timeZone, last).date, 1);
  const [devices, weekly, extra, exceptions, closedDays] = await Promise.all([
    trx.selectFrom('device').select(['id', 'active']).where('id', 'in', deviceIds).execute(),
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
      .select(['deviceId', sql<string>`on_date::text`.as('date'), 'startMinute', 'endMinute', 'slotMinutes'])
      .where('deviceId', 'in', deviceIds)
      .where('onDate', '>=', fromDate)
      .where('onDate', '<=', toDate)
      .execute(),
    trx
      .selectFrom('scheduleException')
      .select(['deviceId', epochMs('starts_at').as('start'), epochMs('ends_at').as('end')])
      .where('clinicId', '=', clinic.id)
      .where('endsAt', '>', new Date(first))
      .where('startsAt', '<', new Date(last))
      .execute(),
    holidays([clinic.state], fromDate, toDate, trx),
  ]);
  const state: ScheduleState = {
    timeZone: clinic.timeZone,
    devices: new Map(devices.map((d) => [d.id, { active: d.active, periods: [] }])),
    busy: new Map(),
    holidays: holidaySet(closedDays, clinic.state),
    memo: new Map(),
  };
  for (const { deviceId, ...period } of weekly) state.devices.get(deviceId)?.periods.push(period);
  for (const { deviceId, date, ...session } of extra)
    state.devices.get(deviceId)?.periods.push({
      ...session,
      weekday: weekdayOf(date),
      validFrom: date,
      validTo: date,
      examIds: null,
      examGroups: null,
    });
  for (const id of deviceIds) {
    const busy = exceptions
      .filter((e) => e.deviceId === null || e.deviceId === id)
      .map((e) => ({ start: e.start, end: e.end }))
      .sort((a, b) => a.start - b.start);
    state.busy.set(id, busy);
  }
  return state;
}

/** Whether [start, end) on the device lies inside free working time for the exam (null: any). */
export function fitsSchedule(
  state: ScheduleState,
  claim: { deviceId: number; start: number; end: number; examId: number | null; examGroup: string | null },
): boolean {
  const device = state.devices.get(claim.deviceId);
  if (!device?.active) return false;
  const { date } = localParts(state.timeZone, claim.start);
  const key = `${claim.deviceId}|${date}|${claim.examId ?? ''}`;
  let free = state.memo.get(key);
  if (!free) {
    const periods =
      claim.examId === null
        ? device.periods
        : device.periods.filter((p) => sessionAllows(p, claim.examId as number, claim.examGroup));
    const busy = state.busy.get(claim.deviceId) ?? [];
    free = workingIntervals(state.timeZone, { id: claim.deviceId, periods }, date, state.holidays).flatMap(
      (p) => subtract(p.start, p.end, busy),
    );
    state.memo.set(key, free);
  }
  return free.some((f) => f.start <= claim.start && claim.end <= f.end);
}

const OFFERS_PER_BOOKING = 6;
/** Only so many stranded bookings get offers in one answer; the rest are decided after the first. */
const OFFERED_BOOKINGS = 40;
const OFFER_WINDOW_DAYS = 14;

/** Free times to move a stranded appointment to: same exam and clinic, under the changed schedule. */
export async function offersFor(
  trx: Db,
  repository: SchedulingRepository,
  clinic: { id: number; timeZone: string },
  claims: CheckedClaim[],
  now: Date,
): Promise<Map<number, Slot[]>> {
  const offers = new Map<number, Slot[]>();
  const policy = await repository.readPolicy(trx);
  for (const claim of claims.slice(0, OFFERED_BOOKINGS)) {
    if (claim.examId === null || claim.appointmentId === null) continue;
    const exam = await trx
      .selectFrom('exam')
      .select(['id', 'durationMinutes', 'minutesPrior'])
      .where('id', '=', claim.examId)
      .executeTakeFirstOrThrow();
    const setups = await repository.loadSetups([clinic.id], exam.id, trx);
    const fromDate = localParts(clinic.timeZone, Math.max(claim.start, now.getTime())).date;
    const [found] = await searchSlots(
      repository,
      {
        setups,
        exam: { ...exam, minutesPrior: 0 },
        fromDate,
        toDate: addDaysToDate(fromDate, OFFER_WINDOW_DAYS - 1),
        now,
        policy,
        customDuration: Math.round((claim.end - claim.start) / 60_000),
        appointmentSlug: claim.slug,
        collectSlots: true,
      },
      trx,
    );
    offers.set(claim.appointmentId, (found?.slots ?? []).slice(0, OFFERS_PER_BOOKING));
  }
  return offers;
}

export const isoOf = (ms: number) => isoInstant(ms);
