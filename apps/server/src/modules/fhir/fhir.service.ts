import type { HealthcareService, Location, Schedule, Slot } from '@medplum/fhirtypes';
import type { Clock } from '../../platform/clock';
import { createReadCache } from '../../platform/read-cache';
import type { CatalogService } from '../catalog/catalog.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { fhirBadParam, fhirNotFound, fhirTooCostly } from './fhir.outcome';
import { dateRange, type FhirQuery, positiveIds, referenceId, values } from './fhir.params';
import type { FhirRepository } from './fhir.repository';
import {
  EXAM_SYSTEM,
  healthcareServiceId,
  parseFreeSlotId,
  toBusySlot,
  toHealthcareService,
  toLocation,
  toSchedule,
} from './fhir.resources';
import { collectSlots } from './fhir.slots';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/**
 * Slot search windows (issue 47): every free slot is the web's slot search per clinic and exam, so
 * the cost grows with devices × days. Without a `start` bound a search spans one day (from the
 * current minute); a search over many schedules spans at most a week, one over one schedule at most
 * five weeks; wider is `too-costly` (400).
 */
export const DEFAULT_SLOT_DAYS = 1;
export const MAX_BROAD_SLOT_DAYS = 7;
export const MAX_SLOT_DAYS = 35;
/** How long identical Slot searches reuse one computation, unless slot search's version moves first. */
const SLOT_CACHE_TTL_MS = 30_000;
/** Computed slots kept at most, over every cached search (a week of many clinics is tens of thousands). */
const SLOT_CACHE_MAX_SLOTS = 100_000;

/** A token's `system|code` or bare code of our exam system. */
function examCode(value: string, name: string): string {
  const [system, code] = value.includes('|') ? value.split('|') : [EXAM_SYSTEM, value];
  if (system !== EXAM_SYSTEM || !code || !/^[a-z0-9][a-z0-9-]{0,40}$/.test(code)) {
    throw fhirBadParam(name, `must be a code of ${EXAM_SYSTEM}`);
  }
  return code;
}

/**
 * The public part of the FHIR interface (Location, HealthcareService, Schedule, Slot): the same
 * catalogue and free slots the web shows anyone, from the catalogue and scheduling services.
 */
export function createFhirPublicService(deps: {
  clock: Clock;
  publicUrl: string;
  repository: FhirRepository;
  catalog: Pick<CatalogService, 'listClinics'>;
  scheduling: Pick<SchedulingService, 'clinicAppointments' | 'readPolicy' | 'slotsVersion'>;
}) {
  const { repository, catalog, scheduling } = deps;
  const slotCache = createReadCache(undefined, {
    maxEntries: 200,
    weigh: (slots) => (slots as Slot[]).length,
    maxWeight: SLOT_CACHE_MAX_SLOTS,
  });
  const clinics = () => catalog.listClinics({});
  const clinicMap = async () => new Map((await clinics()).map((c) => [c.id, c]));

  async function locations(query: FhirQuery): Promise<Location[]> {
    const ids = values(query, '_id');
    const names = values(query, 'name').map((n) => n.toLowerCase());
    return (await clinics())
      .filter((c) => ids.length === 0 || ids.includes(String(c.id)))
      .filter((c) => names.length === 0 || names.some((n) => c.name.toLowerCase().startsWith(n)))
      .map(toLocation);
  }

  async function healthcareServices(query: FhirQuery): Promise<HealthcareService[]> {
    const ids = values(query, '_id');
    const locationIds = values(query, 'location').map((v) => referenceId(v, 'Location', 'location'));
    const types = values(query, 'service-type').map((v) => examCode(v, 'service-type'));
    return (await repository.services())
      .filter((s) => ids.length === 0 || ids.includes(healthcareServiceId(s.clinicId, s.examSlug)))
      .filter((s) => locationIds.length === 0 || locationIds.includes(String(s.clinicId)))
      .filter((s) => types.length === 0 || types.includes(s.examSlug))
      .map(toHealthcareService);
  }

  async function horizon() {
    const now = deps.clock.now().getTime();
    const policy = await scheduling.readPolicy();
    return {
      start: new Date(now).toISOString(),
      end: new Date(now + policy.horizonDays * DAY_MS).toISOString(),
    };
  }

  async function schedules(query: FhirQuery): Promise<Schedule[]> {
    const ids = values(query, '_id');
    const actors = values(query, 'actor').map((v) => referenceId(v, 'Location', 'actor'));
    const types = values(query, 'service-type').map((v) => examCode(v, 'service-type'));
    const span = await horizon();
    return (await repository.devices())
      .filter((d) => ids.length === 0 || ids.includes(String(d.id)))
      .filter((d) => actors.length === 0 || actors.includes(String(d.clinicId)))
      .filter((d) => types.length === 0 || d.exams.some((e) => types.includes(e.slug)))
      .map((d) => toSchedule(d, span));
  }

  async function slots(query: FhirQuery): Promise<Slot[]> {
    const scheduleIds = positiveIds(
      values(query, 'schedule').map((v) => referenceId(v, 'Schedule', 'schedule')),
      'schedule',
    );
    const types = values(query, 'service-type').map((v) => examCode(v, 'service-type'));
    const statuses = values(query, 'status');
    for (const status of statuses) {
      if (!['free', 'busy', 'busy-tentative', 'busy-unavailable', 'entered-in-error'].includes(status)) {
        throw fhirBadParam('status', 'must be a Slot status');
      }
    }
    const range = dateRange(values(query, 'start'), 'start');
    const from = range.from ?? Math.floor(deps.clock.now().getTime() / MINUTE_MS) * MINUTE_MS;
    const to = range.to ?? from + DEFAULT_SLOT_DAYS * DAY_MS;
    if (to <= from) return [];
    const oneSchedule = new Set(scheduleIds).size === 1;
    const maxDays = oneSchedule ? MAX_SLOT_DAYS : MAX_BROAD_SLOT_DAYS;
    if (to - from > maxDays * DAY_MS) {
      throw fhirTooCostly(
        oneSchedule
          ? `a Slot search spans at most ${MAX_SLOT_DAYS} days`
          : `a Slot search spans at most ${MAX_BROAD_SLOT_DAYS} days, or ${MAX_SLOT_DAYS} for one schedule`,
      );
    }
    const free = statuses.length === 0 || statuses.includes('free');
    const busy = statuses.length === 0 || statuses.includes('busy') || statuses.includes('busy-tentative');
    // Identical searches share one computation while nothing slot search reads has changed here
    // (another instance's bookings show within the TTL; the slot gate and the exclusion constraint,
    // not this list, decide whether a slot can still be taken).
    const key = [
      scheduling.slotsVersion(),
      [...new Set(scheduleIds)].sort((a, b) => a - b).join(','),
      [...new Set(types)].sort().join(','),
      from,
      to,
      free,
      busy,
    ].join('|');
    const found = await slotCache.get(key, SLOT_CACHE_TTL_MS, async () => {
      const devices = (await repository.devices()).filter(
        (d) => d.active && (scheduleIds.length === 0 || scheduleIds.includes(d.id)),
      );
      return collectSlots(
        scheduling,
        (ids, f, t) => repository.claims(ids, f, t, deps.clock.now()),
        await clinicMap(),
        deps.publicUrl,
        { devices, examSlugs: types.length ? types : undefined, from, to, free, busy },
      );
    });
    return statuses.length === 0 ? found : found.filter((s) => statuses.includes(s.status));
  }

  async function slot(id: string): Promise<Slot> {
    const busy = /^busy-(\d{1,12})$/.exec(id);
    if (busy) {
      const claim = await repository.claim(Number(busy[1]), deps.clock.now());
      if (!claim) throw fhirNotFound(`Slot/${id}`);
      return toBusySlot(claim);
    }
    const parsed = parseFreeSlotId(id);
    if (!parsed) throw fhirNotFound(`Slot/${id}`);
    const device = (await repository.devices()).find((d) => d.id === parsed.deviceId && d.active);
    if (!device) throw fhirNotFound(`Slot/${id}`);
    const start = Date.parse(parsed.start);
    const found = await collectSlots(scheduling, async () => [], await clinicMap(), deps.publicUrl, {
      devices: [device],
      examSlugs: [parsed.examSlug],
      from: start,
      to: start + 1,
      free: true,
      busy: false,
    });
    const match = found.find((s) => s.id === id);
    if (!match) throw fhirNotFound(`Slot/${id}`);
    return match;
  }

  const one = async <T extends { id?: string }>(list: Promise<T[]>, type: string, id: string) => {
    const found = (await list).find((r) => r.id === id);
    if (!found) throw fhirNotFound(`${type}/${id}`);
    return found;
  };

  return {
    locations,
    location: (id: string) => one(locations({ _id: id }), 'Location', id),
    healthcareServices,
    healthcareService: (id: string) => one(healthcareServices({}), 'HealthcareService', id),
    schedules,
    schedule: (id: string) => one(schedules({ _id: id }), 'Schedule', id),
    slots,
    slot,
    /** The device a slot's schedule names, with its clinic: what a hold or booking needs. */
    async deviceOf(deviceId: number) {
      const device = (await repository.devices()).find((d) => d.id === deviceId && d.active);
      if (!device) throw fhirNotFound(`Schedule/${deviceId}`);
      return device;
    },
  };
}

export type FhirPublicService = ReturnType<typeof createFhirPublicService>;
