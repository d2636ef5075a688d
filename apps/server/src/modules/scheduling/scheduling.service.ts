import type {
  ClinicAppointmentsRequest,
  ClinicSlots,
  NextAvailableResponse,
  SlotReservation,
  SlotReservationRequest,
  TimeOfDay,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, badRequest, notFound, validationFailed } from '../../platform/errors';
import { addDaysToDate, localParts } from '../../platform/local-time';
import { createReadCache } from '../../platform/read-cache';
import type { ExamRecord } from '../catalog/catalog.repository';
import type { CatalogService } from '../catalog/catalog.service';
import { withoutDaysBefore } from './min-date';
import type { BookingPolicy, SchedulingRepository } from './scheduling.repository';
import { mapSlotConflict } from './slot-conflict';
import { checkSlot } from './slot-engine';
import { createSlotGate } from './slot-gate';
import { holidaySet, type SearchReads, searchSlots, windowOf } from './slot-search';

/** Who places a hold (a hashed address) and how many holds it may keep alive at once. */
export interface SlotHolder {
  id: string;
  maxLive: number;
}

/** How long slot search may reuse what it read: schedules change rarely, claims often. */
const STATIC_TTL_MS = 30_000;
const CLAIMS_TTL_MS = 1_000;
/** Cache keys of claim reads: a write in this process forgets them at once, and only them. */
const CLAIMS = 'claims|';

const MINUTE_MS = 60_000;
const NEXT_AVAILABLE_CHUNK_DAYS = 14;

/** A slot the caller asked for: exam, clinic, device and start (ISO). */
export interface SlotChoice {
  examSlug: string;
  clinicId: number;
  deviceId: number;
  start: string;
  customDuration?: number | null;
}

/** A choice that passed every schedule rule, ready to be claimed. */
export interface CheckedSlot {
  exam: ExamRecord;
  clinicId: number;
  timeZone: string;
  deviceId: number;
  start: Date;
  end: Date;
}

type ClinicAppointmentsInput = Omit<ClinicAppointmentsRequest, 'timeOfDay' | 'clinicAppointmentsView'> & {
  timeOfDay?: TimeOfDay[] | null;
  clinicAppointmentsView: 'WEEK' | 'MONTH';
};

export function createSchedulingService(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  repository: SchedulingRepository,
  catalog: CatalogService,
  /** The earliest bookable day a booking key's questionnaire outcome allows (yyyy-MM-dd), if any. */
  minDateFor: (bookingKey: string) => Promise<string | undefined> = async () => undefined,
) {
  const readCache = createReadCache();
  /**
   * Goes up whenever this instance forgets reads that slot search depends on (a schedule or
   * catalogue change heard from any instance, a claim written here): what a cache of computed slots
   * (the FHIR Slot search) keys its entries by, so it never serves slots from before a change.
   */
  let slotsVersion = 0;
  const cache: typeof readCache = {
    get: readCache.get,
    invalidate(prefix) {
      slotsVersion++;
      readCache.invalidate(prefix);
    },
  };
  const gate = createSlotGate();
  const cached: SearchReads & Pick<SchedulingRepository, 'loadSetups' | 'readPolicy'> = {
    loadSetups: (clinicIds, examId) =>
      cache.get(`setups|${examId}|${clinicIds.join(',')}`, STATIC_TTL_MS, () =>
        repository.loadSetups(clinicIds, examId),
      ),
    readPolicy: () => cache.get('policy', STATIC_TTL_MS, () => repository.readPolicy()),
    holidays: (states, fromDate, toDate) =>
      cache.get(`holidays|${states.join(',')}|${fromDate}|${toDate}`, STATIC_TTL_MS, () =>
        repository.holidays(states, fromDate, toDate),
      ),
    exceptions: (clinicIds, from, to) =>
      cache.get(`exceptions|${clinicIds.join(',')}|${from.getTime()}|${to.getTime()}`, STATIC_TTL_MS, () =>
        repository.exceptions(clinicIds, from, to),
      ),
    // Keyed by the minute of "now" too: holds that expired are not served from an older read.
    claims: (deviceIds, from, to, now, exclude = {}) =>
      cache.get(
        `${CLAIMS}${deviceIds.join(',')}|${from.getTime()}|${to.getTime()}|${Math.floor(now.getTime() / 60_000)}|${exclude.ownBookingKey ?? ''}|${exclude.appointmentSlug ?? ''}`,
        CLAIMS_TTL_MS,
        () => repository.claims(deviceIds, from, to, now, exclude),
      ),
  };

  const fieldError = (field: string) => validationFailed([{ field, message: 'message.field_invalid' }]);

  const examOf = (slug: string) => cache.get(`exam|${slug}`, STATIC_TTL_MS, () => catalog.findExam(slug));

  async function bookableExam(
    examSlug: string,
    field: string,
    allowEnquiryOnly = false,
  ): Promise<ExamRecord> {
    const exam = await examOf(examSlug);
    if (!exam) throw fieldError(field);
    if (exam.enquiryOnly && !allowEnquiryOnly) throw badRequest('message.exam_enquiry_only');
    return exam;
  }

  /**
   * Checks a choice against the schedule (the clinic offers the exam on that device, the time lies in
   * free working time, after the notice and inside the horizon), from the cached schedule reads and
   * outside any transaction. Claims are left to the exclusion constraint, which decides races.
   * `fieldPrefix` names fields of a list item (`items.1.`). Staff converting an enquiry may book
   * an enquiry-only exam (`allowEnquiryOnly`): that is what the enquiry was for.
   */
  async function checkChoice(
    choice: SlotChoice,
    fieldPrefix = '',
    options: { allowEnquiryOnly?: boolean } = {},
  ): Promise<CheckedSlot> {
    const exam = await bookableExam(choice.examSlug, `${fieldPrefix}examSlug`, options.allowEnquiryOnly);
    const [setup] = await cached.loadSetups([choice.clinicId], exam.id);
    if (!setup) throw fieldError(`${fieldPrefix}clinicId`);
    const device = setup.devices.find((d) => d.id === choice.deviceId);
    if (!device) throw fieldError(`${fieldPrefix}deviceId`);
    const start = Date.parse(choice.start);
    const durationMinutes = choice.customDuration ?? device.customDurationMinutes ?? exam.durationMinutes;
    const { date } = localParts(setup.timeZone, start);
    const policy = await cached.readPolicy();
    const { from, to } = windowOf(date, date);
    const [holidays, exceptions] = await Promise.all([
      cached.holidays([setup.state], addDaysToDate(date, -1), addDaysToDate(date, 1)),
      cached.exceptions([setup.id], from, to),
    ]);
    const now = deps.clock.now().getTime();
    const rejection = checkSlot(
      {
        timeZone: setup.timeZone,
        device,
        durationMinutes,
        notBefore: now + exam.minutesPrior * MINUTE_MS,
        notAfter: now + policy.horizonDays * 1440 * MINUTE_MS,
        holidays: holidaySet(holidays, setup.state),
        busy: exceptions,
      },
      start,
    );
    if (rejection) throw new AppError(400, 'message.slot_unavailable', { reason: rejection });
    return {
      exam,
      clinicId: setup.id,
      timeZone: setup.timeZone,
      deviceId: device.id,
      start: new Date(start),
      end: new Date(start + durationMinutes * MINUTE_MS),
    };
  }

  /**
   * The hold itself, once the slot passed the schedule rules; another key's claim fails the insert
   * (409). The holder (a hashed address) may keep only so many holds alive at once (429).
   */
  async function reserveChecked(
    slot: CheckedSlot,
    bookingKey: string,
    holder: SlotHolder,
  ): Promise<SlotReservation> {
    return mapSlotConflict(() =>
      deps.db.transaction().execute(async (trx) => {
        const now = deps.clock.now();
        const policy = await repository.readPolicy(trx);
        await repository.clearHoldsBeforeClaim(slot.deviceId, slot.start, slot.end, bookingKey, now, trx);
        const live = await repository.liveHoldsOf(holder.id, bookingKey, now, trx);
        if (live.count >= holder.maxLive) {
          const seconds = Math.max(
            1,
            Math.ceil(((live.firstExpiry?.getTime() ?? now.getTime()) - now.getTime()) / 1000),
          );
          throw new AppError(429, 'message.too_many_holds', { seconds, minutes: Math.ceil(seconds / 60) });
        }
        const expiresAt = new Date(now.getTime() + policy.holdMinutes * MINUTE_MS);
        const id = await repository.insertHold(
          {
            deviceId: slot.deviceId,
            start: slot.start,
            end: slot.end,
            bookingKey,
            expiresAt,
            holder: holder.id,
          },
          trx,
        );
        return {
          id,
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
          expiresAt: expiresAt.toISOString(),
        };
      }),
    ).finally(() => cache.invalidate(CLAIMS));
  }

  return {
    readPolicy: (trx?: Db): Promise<BookingPolicy> => repository.readPolicy(trx),
    checkChoice,

    /** Free slots; an enquiry-only exam has none, except for staff booking it (`allowEnquiryOnly`). */
    async clinicAppointments(
      request: ClinicAppointmentsInput,
      options: { allowEnquiryOnly?: boolean } = {},
    ): Promise<ClinicSlots[]> {
      const exam = await catalog.findExam(request.examSlug);
      if (!exam) throw fieldError('examSlug');
      const clinicIds = [...new Set(request.clinicIds)];
      const setups = await cached.loadSetups(clinicIds, exam.id);
      if (setups.length !== clinicIds.length) throw fieldError('clinicIds');
      const ordered = clinicIds.map((id) => setups.find((s) => s.id === id) as (typeof setups)[number]);
      const enquiry = exam.enquiryOnly && !options.allowEnquiryOnly;
      const minDate = request.examBookingKey ? await minDateFor(request.examBookingKey) : undefined;
      const found = await searchSlots(cached, {
        setups: enquiry ? ordered.map((s) => ({ ...s, devices: [] })) : ordered,
        exam,
        fromDate: request.start,
        toDate: request.end,
        now: deps.clock.now(),
        policy: await cached.readPolicy(),
        customDuration: request.customDuration,
        timesOfDay: request.timeOfDay,
        deviceId: request.deviceId,
        ownBookingKey: request.examBookingKey ?? request.bookingRequestBookingKey,
        appointmentSlug: request.appointmentSlug,
        collectSlots: request.clinicAppointmentsView === 'WEEK',
      });
      return withoutDaysBefore(found, minDate);
    },

    /** The earliest free slot within the horizon, searched two weeks at a time. */
    async nextAvailable(clinicId: number, examSlug: string): Promise<NextAvailableResponse> {
      const exam = await catalog.findExam(examSlug);
      if (!exam) throw fieldError('examSlug');
      const [setup] = await cached.loadSetups([clinicId], exam.id);
      if (!setup) throw notFound();
      const now = deps.clock.now();
      const policy = await cached.readPolicy();
      if (exam.enquiryOnly) return { clinicId, timeZone: setup.timeZone, slot: null };
      const today = localParts(setup.timeZone, now.getTime()).date;
      const lastDay = addDaysToDate(today, policy.horizonDays);
      for (let from = today; from <= lastDay; from = addDaysToDate(from, NEXT_AVAILABLE_CHUNK_DAYS)) {
        const to = addDaysToDate(from, NEXT_AVAILABLE_CHUNK_DAYS - 1);
        const [found] = await searchSlots(cached, {
          setups: [setup],
          exam,
          fromDate: from,
          toDate: to < lastDay ? to : lastDay,
          now,
          policy,
          collectSlots: true,
        });
        const slot = found?.slots[0];
        if (slot) return { clinicId, timeZone: setup.timeZone, slot };
      }
      return { clinicId, timeZone: setup.timeZone, slot: null };
    },

    /** A schedule or catalogue change was saved (here or on another instance): forget every read. */
    scheduleChanged: () => cache.invalidate(),

    /** Call after a booking transaction settles: slot search must not serve the old claims. */
    claimsChanged: () => cache.invalidate(CLAIMS),

    /** Changes whenever slot search's answers may have changed through this instance (see above). */
    slotsVersion: () => slotsVersion,

    /** Runs the check and write of these slots for a booking key, coalesced with concurrent ones (slot-gate.ts). */
    writeSlots: gate.run,

    /** Holds a slot for a booking key; the key's previous hold goes. 409 when someone else has it. */
    async reserveSlot(request: SlotReservationRequest, holder: SlotHolder): Promise<SlotReservation> {
      const wanted = { deviceId: request.deviceId, start: new Date(request.start) };
      return gate.run([wanted], request.bookingKey, async () =>
        reserveChecked(await checkChoice(request), request.bookingKey, holder),
      );
    },

    async releaseSlot(bookingKey: string): Promise<number> {
      const released = await repository.deleteHolds(bookingKey);
      cache.invalidate(CLAIMS);
      return released;
    },

    /** In a booking transaction: frees expired holds and the key's own hold, then claims the time. */
    async claimForAppointment(
      slot: CheckedSlot,
      bookingKey: string,
      appointmentId: number,
      trx: Db,
      options: { keepOwnHolds?: boolean } = {},
    ): Promise<void> {
      await repository.clearHoldsBeforeClaim(
        slot.deviceId,
        slot.start,
        slot.end,
        options.keepOwnHolds ? null : bookingKey,
        deps.clock.now(),
        trx,
      );
      await repository.insertAppointmentClaim(
        { deviceId: slot.deviceId, start: slot.start, end: slot.end, bookingKey, appointmentId },
        trx,
      );
    },
  };
}

export type SchedulingService = ReturnType<typeof createSchedulingService>;
