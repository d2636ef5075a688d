import type { Appointment, Parameters, Patient } from '@medplum/fhirtypes';
import { type PatientDetails, patientDetails, patientTitles } from '@rb/contracts';
import type { Clock } from '../../platform/clock';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { SchedulingService, SlotHolder } from '../scheduling/scheduling.service';
import { FhirError, fhirBadParam, fhirNotFound } from './fhir.outcome';
import { dateRange, type FhirQuery, positiveIds, referenceId, values } from './fhir.params';
import type { FhirRepository } from './fhir.repository';
import {
  BOOKING_KEY_SYSTEM,
  examConcept,
  freeSlotId,
  HOLD_EXPIRES_EXTENSION,
  healthcareServiceId,
  parseFreeSlotId,
  toAppointment,
} from './fhir.resources';
import type { FhirPublicService } from './fhir.service';

const DAY_MS = 86_400_000;
const MAX_FIND_DAYS = 35;
const MAX_FIND_CLINICS = 50;

/** What a cancellation needs (the staff appointment service offers it as is). */
export interface FhirCancellation {
  cancel(slug: string, staff: string, input: { reason: string; notify?: boolean }): Promise<unknown>;
}

const invalid = (what: string) => new FhirError(400, 'invalid', what);

/** The Appointment a $hold or $book names: a Parameters `appointment` part, or the resource itself. */
export function appointmentOf(body: unknown): Appointment {
  const resource = body as Parameters | Appointment | undefined;
  if (resource?.resourceType === 'Appointment') return resource;
  if (resource?.resourceType === 'Parameters') {
    const part = resource.parameter?.find((p) => p.name === 'appointment')?.resource;
    if (part?.resourceType === 'Appointment') return part;
  }
  throw invalid('the body must be an Appointment or Parameters with an appointment');
}

export function patientOf(body: unknown): Patient {
  const resource = body as Parameters | undefined;
  const part =
    resource?.resourceType === 'Parameters'
      ? resource.parameter?.find((p) => p.name === 'patient')?.resource
      : undefined;
  if (part?.resourceType !== 'Patient') throw invalid('Parameters must hold a patient (Patient)');
  return part;
}

/** The booking form's patient details from a Patient resource, checked by the same schema. */
export function detailsOf(patient: Patient): PatientDetails {
  const name = patient.name?.[0];
  const title = name?.prefix?.[0];
  const parsed = patientDetails.safeParse({
    title: title && (patientTitles as readonly string[]).includes(title) ? title : null,
    firstName: name?.given?.[0],
    lastName: name?.family,
    dateOfBirth: patient.birthDate,
    email: patient.telecom?.find((t) => t.system === 'email')?.value,
    contactNumber: patient.telecom?.find((t) => t.system === 'phone')?.value?.replace(/[\s()-]/g, ''),
    postalCode: patient.address?.[0]?.postalCode ?? null,
  });
  if (!parsed.success) {
    const field = parsed.error.issues[0]?.path.join('.') ?? 'patient';
    throw invalid(`patient: ${field} is missing or not valid`);
  }
  return parsed.data;
}

/** The free slot an Appointment names (`slot` reference). */
function slotOf(appointment: Appointment) {
  const reference = appointment.slot?.[0]?.reference;
  const parsed = reference ? parseFreeSlotId(reference.replace(/^.*Slot\//, '')) : null;
  if (!parsed) throw invalid('the appointment must reference a free Slot of this server');
  return parsed;
}

const bookingKeyOf = (appointment: Appointment) =>
  appointment.identifier?.find((i) => i.system === BOOKING_KEY_SYSTEM)?.value;

/**
 * Argonaut-style $find, $hold and $book and cancellation, through the web's own services: the
 * slot search proposes, the scheduling service holds (slot gate, holder limit, exclusion
 * constraint) and the appointments service books (same gate, checks, transaction and email).
 */
export function createFhirBooking(deps: {
  clock: Clock;
  repository: FhirRepository;
  publicService: FhirPublicService;
  scheduling: Pick<SchedulingService, 'clinicAppointments' | 'reserveSlot'>;
  appointments: Pick<AppointmentsService, 'create' | 'newBookingKey'>;
  cancellation: FhirCancellation;
}) {
  const { repository, publicService } = deps;

  async function find(query: FhirQuery): Promise<Appointment[]> {
    const [type, ...more] = values(query, 'service-type');
    if (!type || more.length) throw fhirBadParam('service-type', 'must name one exam');
    const examSlug = type.includes('|') ? (type.split('|')[1] as string) : type;
    const range = dateRange(
      [
        ...values(query, 'start').map((v) => `ge${v.replace(/^ge/, '')}`),
        ...values(query, 'end').map((v) => `le${v.replace(/^le/, '')}`),
      ],
      'start',
    );
    if (range.from === undefined || range.to === undefined)
      throw fhirBadParam('start', 'and end are required');
    if (range.to - range.from > MAX_FIND_DAYS * DAY_MS)
      throw fhirBadParam('end', `is more than ${MAX_FIND_DAYS} days after start`);
    const services = (await publicService.healthcareServices({ 'service-type': examSlug })).map((s) =>
      Number(s.location?.[0]?.reference?.split('/')[1]),
    );
    const asked = positiveIds(
      values(query, 'location').map((v) => referenceId(v, 'Location', 'location')),
      'location',
    );
    const clinicIds = asked.length ? asked : services;
    if (clinicIds.length > MAX_FIND_CLINICS)
      throw fhirBadParam('location', `names more than ${MAX_FIND_CLINICS} clinics`);
    if (clinicIds.some((id) => !services.includes(id)))
      throw fhirBadParam('location', 'names a clinic without this exam');
    if (clinicIds.length === 0) return [];
    const exam = (await publicService.healthcareServices({ 'service-type': examSlug }))[0];
    const examName = exam?.name ?? examSlug;
    // The web's slot search over the same clinics and days: one call, every rule applied.
    const found = await deps.scheduling.clinicAppointments({
      clinicIds,
      examSlug,
      start: new Date(range.from).toISOString().slice(0, 10),
      end: new Date(range.to - 1).toISOString().slice(0, 10),
      clinicAppointmentsView: 'WEEK',
    });
    return found.flatMap((clinic) =>
      clinic.slots.map(
        (slot): Appointment => ({
          resourceType: 'Appointment',
          status: 'proposed',
          serviceType: [examConcept({ slug: examSlug, name: examName })],
          start: slot.start,
          end: slot.end,
          minutesDuration: Math.round((Date.parse(slot.end) - Date.parse(slot.start)) / 60_000),
          slot: [{ reference: `Slot/${freeSlotId(slot.deviceId, examSlug, slot.start)}` }],
          participant: [
            { actor: { reference: `Location/${clinic.clinicId}` }, status: 'needs-action' },
            {
              actor: { reference: `HealthcareService/${healthcareServiceId(clinic.clinicId, examSlug)}` },
              status: 'needs-action',
            },
          ],
        }),
      ),
    );
  }

  /** The slot an appointment names, with its device's clinic: what the policy scopes by. */
  async function target(appointment: Appointment) {
    const slot = slotOf(appointment);
    const device = await publicService.deviceOf(slot.deviceId);
    return { ...slot, clinicId: device.clinicId };
  }

  return {
    find,
    target,

    /** Holds the slot for a booking key (the appointment's, or a new one), as the web's hold. */
    async hold(appointment: Appointment, holder: SlotHolder): Promise<Appointment> {
      const slot = await target(appointment);
      const bookingKey = bookingKeyOf(appointment) ?? (await deps.appointments.newBookingKey()).bookingKey;
      const held = await deps.scheduling.reserveSlot(
        {
          clinicId: slot.clinicId,
          deviceId: slot.deviceId,
          examSlug: slot.examSlug,
          start: slot.start,
          bookingKey,
        },
        holder,
      );
      return {
        resourceType: 'Appointment',
        status: 'pending',
        identifier: [{ system: BOOKING_KEY_SYSTEM, value: bookingKey }],
        serviceType: appointment.serviceType,
        start: held.start,
        end: held.end,
        slot: [{ reference: `Slot/${freeSlotId(slot.deviceId, slot.examSlug, slot.start)}` }],
        participant: [
          { actor: { reference: `Location/${slot.clinicId}` }, status: 'accepted' },
          {
            actor: { reference: `HealthcareService/${healthcareServiceId(slot.clinicId, slot.examSlug)}` },
            status: 'accepted',
          },
        ],
        extension: [{ url: HOLD_EXPIRES_EXTENSION, valueDateTime: held.expiresAt }],
      };
    },

    /** Books the slot for the patient through the web's booking (its hold, when the key has one). */
    async book(appointment: Appointment, patient: PatientDetails, bookingKey: string): Promise<Appointment> {
      const slot = await target(appointment);
      const created = await deps.appointments.create({
        examSlug: slot.examSlug,
        clinicId: slot.clinicId,
        deviceId: slot.deviceId,
        start: slot.start,
        bookingKey,
        patient,
        locale: null,
      });
      const [row] = await repository.appointments({ clinicIds: null, slug: created.slug });
      if (!row) throw fhirNotFound(`Appointment/${created.slug}`);
      return toAppointment(row);
    },

    bookingKeyOf: async (appointment: Appointment) =>
      bookingKeyOf(appointment) ?? (await deps.appointments.newBookingKey()).bookingKey,

    async cancel(slug: string, staff: string, reason: string): Promise<Appointment> {
      await deps.cancellation.cancel(slug, staff, { reason, notify: true });
      const [row] = await repository.appointments({ clinicIds: null, slug });
      if (!row) throw fhirNotFound(`Appointment/${slug}`);
      return toAppointment(row);
    },
  };
}

export type FhirBooking = ReturnType<typeof createFhirBooking>;
