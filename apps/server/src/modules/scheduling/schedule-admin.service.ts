import type { FieldError, ScheduleChangeOutcome, Slot, StrandDecision } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, conflict, notFound, validationFailed } from '../../platform/errors';
import { localParts } from '../../platform/local-time';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { LockedClinic, ScheduleAdminRepository } from './schedule-admin.repository';
import { announceScheduleChange } from './schedule-changes';
import type { SchedulingRepository } from './scheduling.repository';
import { mapSlotConflict } from './slot-conflict';
import {
  type ChangeScope,
  type CheckedClaim,
  claimsInScope,
  fitsSchedule,
  isoOf,
  offersFor,
  readState,
} from './stranding';

/** An appointment a change strands, as the decisions act on it. */
export type StrandedBooking = CheckedClaim & { appointmentId: number };

/** Moves and cancellations of stranded appointments (the appointments module implements them). */
export interface StrandedBookings {
  move(
    trx: Db,
    booking: StrandedBooking,
    to: { deviceId: number; start: Date; end: Date },
    staff: string,
  ): Promise<void>;
  cancel(trx: Db, booking: StrandedBooking, reason: string, staff: string): Promise<void>;
}

export interface ScheduleActor {
  subject: string;
  roles: string[];
  origin: AuditOrigin;
}

export interface ChangeEnvelope {
  expectedVersion: number;
  dryRun?: boolean;
  decisions?: StrandDecision[];
}

/** One change: checks its input and reads what it replaces, then applies itself when asked. */
export interface PreparedChange {
  /** What the change can strand; null when it only adds capacity. */
  scope: ChangeScope | null;
  before: unknown;
  apply(): Promise<unknown>;
}

export interface ChangeSpec {
  /** Audit action, `scheduling.<what>`. */
  action: string;
  clinicId: number;
  envelope: ChangeEnvelope;
  prepare(trx: Db, clinic: LockedClinic, today: string): Promise<PreparedChange>;
}

/** Thrown inside the transaction to roll it back and answer without saving. */
class Unsaved extends Error {
  constructor(readonly outcome: Omit<ScheduleChangeOutcome, 'schedule'>) {
    super('unsaved');
  }
}

/**
 * The one path of every schedule change (decision 0040): in one transaction the clinic is locked
 * and its version checked (409 with the current one), the change is checked and applied, the
 * bookings it strands are found; without a decision for each (or on a dry run) everything rolls
 * back and the stranded bookings come back with free times to move them to. Otherwise the decisions
 * are carried out, stranded holds are released, the version goes up, the audit row records who,
 * before and after, and every instance is told to forget its cached schedule.
 */
export function createScheduleAdminService(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  collaborators: {
    repository: ScheduleAdminRepository;
    scheduling: SchedulingRepository;
    bookings: StrandedBookings;
    audit: AuditService;
    /** This instance's caches; other instances hear the NOTIFY. */
    scheduleChanged: () => void;
  },
) {
  const { repository, scheduling, bookings, audit } = collaborators;

  async function readSchedule(clinicId: number, trx: Db = deps.db) {
    const clinic = await trx
      .selectFrom('clinic')
      .select(['id', 'name', 'timeZone', 'scheduleVersion'])
      .where('id', '=', clinicId)
      .executeTakeFirst();
    if (!clinic) throw notFound();
    const now = deps.clock.now();
    return repository.readSchedule(trx, clinic, localParts(clinic.timeZone, now.getTime()).date, now);
  }

  async function decide(
    trx: Db,
    clinic: LockedClinic,
    stranded: StrandedBooking[],
    decisions: Map<number, { decision: StrandDecision; index: number }>,
    state: Awaited<ReturnType<typeof readState>> | null,
    actor: ScheduleActor,
  ) {
    for (const booking of stranded) {
      const entry = decisions.get(booking.appointmentId);
      if (!entry) continue;
      const { decision, index } = entry;
      if (decision.action === 'CANCEL') await bookings.cancel(trx, booking, decision.reason, actor.subject);
      if (decision.action === 'MOVE') {
        const start = Date.parse(decision.start);
        const end = start + (booking.end - booking.start);
        const target = {
          deviceId: decision.deviceId,
          start,
          end,
          examId: booking.examId,
          examGroup: booking.examGroup,
        };
        const offered = await trx
          .selectFrom('clinicExam')
          .select('deviceId')
          .where('clinicId', '=', clinic.id)
          .where('deviceId', '=', decision.deviceId)
          .where('examId', '=', booking.examId as number)
          .executeTakeFirst();
        const targetState = state?.devices.has(decision.deviceId)
          ? state
          : await readState(
              trx,
              clinic,
              [decision.deviceId],
              [{ ...booking, ...target }],
              scheduling.holidays,
            );
        if (!offered || start < deps.clock.now().getTime() || !fitsSchedule(targetState, target))
          throw validationFailed([
            { field: `decisions.${index}.start`, message: 'message.schedule_move_unavailable' },
          ]);
        await bookings.move(
          trx,
          booking,
          { deviceId: decision.deviceId, start: new Date(start), end: new Date(end) },
          actor.subject,
        );
      }
    }
  }

  async function run(actor: ScheduleActor, spec: ChangeSpec): Promise<ScheduleChangeOutcome> {
    const now = deps.clock.now();
    const { envelope } = spec;
    let outcome: Omit<ScheduleChangeOutcome, 'schedule'>;
    try {
      outcome = await mapSlotConflict(() =>
        deps.db.transaction().execute(async (trx) => {
          const clinic = await repository.lockClinic(trx, spec.clinicId);
          if (!clinic) throw notFound();
          if (clinic.scheduleVersion !== envelope.expectedVersion)
            throw conflict('message.schedule_version_conflict', { currentVersion: clinic.scheduleVersion });
          const today = localParts(clinic.timeZone, now.getTime()).date;
          const prepared = await spec.prepare(trx, clinic, today);
          const scope = prepared.scope;
          const claims = scope ? await claimsInScope(trx, scope, now) : [];
          const deviceIds = scope?.deviceIds ?? [];
          const stateBefore = claims.length
            ? await readState(trx, clinic, deviceIds, claims, scheduling.holidays)
            : null;
          const fitted = stateBefore ? claims.filter((c) => fitsSchedule(stateBefore, c)) : [];
          const after = await prepared.apply();
          const stateAfter = fitted.length
            ? await readState(trx, clinic, deviceIds, fitted, scheduling.holidays)
            : null;
          const strandedClaims = stateAfter ? fitted.filter((c) => !fitsSchedule(stateAfter, c)) : [];
          const stranded = strandedClaims.filter(
            (c): c is StrandedBooking => c.kind === 'APPOINTMENT' && c.appointmentId !== null,
          );
          const holds = strandedClaims.filter((c) => c.kind === 'HOLD');
          const decisions = new Map(
            (envelope.decisions ?? []).map((decision, index) => [
              decision.appointmentId,
              { decision, index },
            ]),
          );
          const undecided = stranded.filter((s) => !decisions.has(s.appointmentId));
          const base = {
            checked: claims.length,
            strandedHolds: holds.map((h) => ({
              deviceId: h.deviceId,
              start: isoOf(h.start),
              end: isoOf(h.end),
            })),
          };
          if (envelope.dryRun || undecided.length) {
            const offers = await offersFor(
              trx,
              scheduling,
              clinic,
              undecided.length ? undecided : stranded,
              now,
            );
            throw new Unsaved({
              ...base,
              saved: false,
              version: clinic.scheduleVersion,
              stranded: stranded.map((s) => strandedView(s, offers.get(s.appointmentId) ?? [])),
            });
          }
          await decide(trx, clinic, stranded, decisions, stateAfter, actor);
          if (holds.length)
            await trx
              .deleteFrom('slotClaim')
              .where(
                'id',
                'in',
                holds.map((h) => h.claimId),
              )
              .execute();
          const version = await repository.bumpVersion(trx, clinic.id);
          await audit.record(trx, {
            actorKind: 'STAFF',
            actorRef: actor.subject,
            action: spec.action,
            outcome: 'SUCCESS',
            origin: actor.origin,
            detail: {
              roles: actor.roles,
              clinicId: clinic.id,
              version,
              before: prepared.before,
              after,
              decisions: stranded.map((s) => ({
                appointmentId: s.appointmentId,
                action: decisions.get(s.appointmentId)?.decision.action,
              })),
              releasedHolds: holds.length,
            },
          });
          await announceScheduleChange(trx, clinic.id);
          return { ...base, saved: true, version, stranded: stranded.map((s) => strandedView(s, [])) };
        }),
      );
    } catch (error) {
      if (!(error instanceof Unsaved)) throw error;
      outcome = error.outcome;
    }
    if (outcome.saved) collaborators.scheduleChanged();
    else if (outcome.stranded.length)
      // Staff were shown these patients' bookings: a read of patient data.
      await audit.record(deps.db, {
        actorKind: 'STAFF',
        actorRef: actor.subject,
        action: `${spec.action}.stranding_shown`,
        outcome: 'SUCCESS',
        origin: actor.origin,
        detail: {
          roles: actor.roles,
          clinicId: spec.clinicId,
          appointmentIds: outcome.stranded.map((s) => s.appointmentId),
        },
      });
    return { ...outcome, schedule: await readSchedule(spec.clinicId) };
  }

  return { run, readSchedule };
}

function strandedView(s: StrandedBooking, offers: Slot[]) {
  return {
    appointmentId: s.appointmentId,
    slug: s.slug ?? '',
    deviceId: s.deviceId,
    start: isoOf(s.start),
    end: isoOf(s.end),
    examSlug: s.examSlug ?? '',
    examName: s.examName ?? '',
    patientName: s.patientName ?? '',
    offers,
  };
}

/** 400 with these field errors, when there are any. */
export function refuse(errors: FieldError[]): void {
  if (errors.length) throw new AppError(400, 'message.validation_error', undefined, errors);
}

export type ScheduleAdminService = ReturnType<typeof createScheduleAdminService>;
