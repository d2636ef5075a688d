import type { Slot } from '@medplum/fhirtypes';
import { addDaysToDate, formatMinute, localParts } from '../../platform/local-time';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { toBusySlot, toFreeSlot } from './fhir.resources';
import type { FhirClaim, FhirDevice } from './fhir.types';

const DAY_MS = 86_400_000;

export interface SlotRequest {
  devices: FhirDevice[];
  /** Only these exams (service-type); undefined: every exam of each device. */
  examSlugs?: string[];
  from: number;
  to: number;
  free: boolean;
  busy: boolean;
}

/** The web's booking page with this slot chosen: exam, clinic, local date, times and device (§2). */
export function bookingLink(
  publicUrl: string,
  slot: { deviceId: number; start: string; end: string },
  exam: string,
  clinic: { id: number; timeZone: string },
): string {
  const start = localParts(clinic.timeZone, Date.parse(slot.start));
  const end = localParts(clinic.timeZone, Date.parse(slot.end));
  const params = new URLSearchParams({
    selectedClinic: String(clinic.id),
    date: start.date,
    startTime: formatMinute(start.minute),
    endTime: formatMinute(end.minute),
    deviceId: String(slot.deviceId),
  });
  return `${publicUrl}/booking/${encodeURIComponent(exam)}?${params.toString()}`;
}

/**
 * Slots of the devices over [from, to): free ones from the web's own slot search (one search per
 * clinic and exam, every rule and claim applied), each free slot once per exam it suits, and busy
 * ones from the appointments' and live holds' claims. Sorted by start, then schedule.
 */
export async function collectSlots(
  scheduling: Pick<SchedulingService, 'clinicAppointments'>,
  claims: (deviceIds: number[], from: Date, to: Date) => Promise<FhirClaim[]>,
  clinics: Map<number, { id: number; timeZone: string; phone: string }>,
  publicUrl: string,
  request: SlotRequest,
): Promise<Slot[]> {
  const slots: Slot[] = [];
  if (request.free) {
    // Local days that surely cover the range in any zone; the instants are filtered below.
    const fromDate = new Date(request.from - DAY_MS).toISOString().slice(0, 10);
    const toDate = addDaysToDate(new Date(request.to).toISOString().slice(0, 10), 1);
    const pairs = new Map<
      string,
      { clinicId: number; exam: { slug: string; name: string }; devices: Set<number> }
    >();
    for (const device of request.devices) {
      for (const exam of device.exams) {
        if (request.examSlugs && !request.examSlugs.includes(exam.slug)) continue;
        const key = `${device.clinicId}|${exam.slug}`;
        const pair = pairs.get(key) ?? { clinicId: device.clinicId, exam, devices: new Set<number>() };
        pair.devices.add(device.id);
        pairs.set(key, pair);
      }
    }
    for (const pair of pairs.values()) {
      const clinic = clinics.get(pair.clinicId);
      if (!clinic) continue;
      const [found] = await scheduling.clinicAppointments({
        clinicIds: [pair.clinicId],
        examSlug: pair.exam.slug,
        start: fromDate,
        end: toDate,
        clinicAppointmentsView: 'WEEK',
        deviceId: pair.devices.size === 1 ? [...pair.devices][0] : undefined,
      });
      for (const slot of found?.slots ?? []) {
        const start = Date.parse(slot.start);
        if (start < request.from || start >= request.to || !pair.devices.has(slot.deviceId)) continue;
        slots.push(
          toFreeSlot(slot, pair.exam, bookingLink(publicUrl, slot, pair.exam.slug, clinic), clinic.phone),
        );
      }
    }
  }
  if (request.busy) {
    const taken = await claims(
      request.devices.map((d) => d.id),
      new Date(request.from),
      new Date(request.to),
    );
    slots.push(...taken.filter((c) => c.start.getTime() >= request.from).map(toBusySlot));
  }
  return slots.sort(
    (a, b) =>
      Date.parse(a.start) - Date.parse(b.start) ||
      (a.schedule.reference ?? '').localeCompare(b.schedule.reference ?? '') ||
      (a.id ?? '').localeCompare(b.id ?? ''),
  );
}
