import {
  DEFAULT_LOCALE,
  type PatientChangeRequest,
  type PatientDetailsOptions,
  type PortalPatient,
  patientChangeRequest,
} from '@rb/contracts';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { notFound, validationFailed } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import '../appointments/appointments.tables';
import '../booking-requests/booking-requests.tables';
import '../patients/patients.tables';
import './portal.tables';
import '../patients/contact-requests.tables';

type ChangeRequest = z.output<typeof patientChangeRequest>;

const isoDate = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);

/** Patient details, change requests, consent forms and unsubscribe. Every patient-data call audits. */
export interface StaffContactPorts {
  notifications: Pick<NotificationsService, 'queueEmail'>;
  /** The provider's staff address (radiology config domainAdminEmail). */
  staffEmail: () => Promise<string | null>;
}

export function createPortalPatientService(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  audit: AuditService,
  contact: StaffContactPorts,
) {
  const db = deps.db;

  const record = (
    trx: Db,
    bookingKey: string,
    kind: 'APPOINTMENT' | 'BOOKING_REQUEST',
    action: string,
    origin: AuditOrigin,
  ) =>
    audit.record(trx, {
      actorKind: 'PATIENT',
      booking: { kind, ref: bookingKey },
      action: `portal.${action}`,
      outcome: 'SUCCESS',
      origin,
    });

  /** The patient of a booking key (appointment first, then booking request). */
  async function patientOf(trx: Db, bookingKey: string) {
    const appointment = await trx
      .selectFrom('appointment')
      .select('patientId')
      .where('bookingKey', '=', bookingKey)
      .orderBy('id')
      .executeTakeFirst();
    if (appointment) return { patientId: appointment.patientId, kind: 'APPOINTMENT' as const };
    const request = await trx
      .selectFrom('bookingRequest')
      .select('patientId')
      .where('bookingKey', '=', bookingKey)
      .executeTakeFirst();
    if (request) return { patientId: request.patientId, kind: 'BOOKING_REQUEST' as const };
    throw notFound();
  }

  async function checkListIds(trx: Db, changes: ChangeRequest['changes']) {
    const missing: { field: string; message: string }[] = [];
    if (changes.ethnicityId !== undefined) {
      const row = await trx
        .selectFrom('ethnicity')
        .select('id')
        .where('id', '=', changes.ethnicityId)
        .executeTakeFirst();
      if (!row) missing.push({ field: 'body.changes.ethnicityId', message: 'message.field_invalid' });
    }
    if (changes.insuranceTypeId !== undefined) {
      const row = await trx
        .selectFrom('insuranceType')
        .select('id')
        .where('id', '=', changes.insuranceTypeId)
        .executeTakeFirst();
      if (!row) missing.push({ field: 'body.changes.insuranceTypeId', message: 'message.field_invalid' });
    }
    if (missing.length > 0) throw validationFailed(missing);
  }

  return {
    async detailsOptions(): Promise<PatientDetailsOptions> {
      const list = (table: 'ethnicity' | 'insuranceType') =>
        db.selectFrom(table).select(['id', 'code', 'name']).orderBy('sortOrder').orderBy('id').execute();
      const [ethnicities, insuranceTypes] = await Promise.all([list('ethnicity'), list('insuranceType')]);
      return { ethnicities, insuranceTypes };
    },

    patientDetails(bookingKey: string, origin: AuditOrigin): Promise<PortalPatient> {
      return db.transaction().execute(async (trx) => {
        const { patientId, kind } = await patientOf(trx, bookingKey);
        const { ethnicityId, insuranceTypeId, ...row } = await trx
          .selectFrom('patient')
          .select([
            'title',
            'firstName',
            'lastName',
            'dateOfBirth',
            'email',
            'contactNumber',
            'postalCode',
            'ethnicityId',
            'insuranceTypeId',
          ])
          .where('id', '=', patientId)
          .executeTakeFirstOrThrow();
        const item = (table: 'ethnicity' | 'insuranceType', id: number | null) =>
          id === null
            ? Promise.resolve(null)
            : trx
                .selectFrom(table)
                .select(['id', 'code', 'name'])
                .where('id', '=', id)
                .executeTakeFirst()
                .then((found) => found ?? null);
        const ethnicity = await item('ethnicity', ethnicityId);
        const insuranceType = await item('insuranceType', insuranceTypeId);
        await record(trx, bookingKey, kind, 'patient_details.view', origin);
        return { ...row, dateOfBirth: isoDate(row.dateOfBirth), ethnicity, insuranceType };
      });
    },

    /** Stores the request for staff; the patient row stays as it is until staff apply it. */
    createChangeRequest(request: PatientChangeRequest, origin: AuditOrigin) {
      const parsed = patientChangeRequest.parse(request);
      return db.transaction().execute(async (trx) => {
        const { patientId, kind } = await patientOf(trx, parsed.bookingKey);
        await checkListIds(trx, parsed.changes);
        const row = await trx
          .insertInto('patientChangeRequest')
          .values({
            origin: parsed.origin,
            bookingKey: parsed.bookingKey,
            patientId,
            changes: JSON.stringify(parsed.changes),
            note: parsed.note ?? null,
            createdAt: deps.clock.now(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await record(trx, parsed.bookingKey, kind, 'patient_change_request.create', origin);
        return { id: row.id, origin: parsed.origin, status: 'OPEN' as const };
      });
    },

    loadConsentForms(slug: string, origin: AuditOrigin) {
      return db.transaction().execute(async (trx) => {
        const appointment = await trx
          .selectFrom('appointment')
          .select(['id', 'bookingKey'])
          .where('slug', '=', slug)
          .executeTakeFirst();
        if (!appointment) throw notFound();
        const row = await trx
          .selectFrom('consentForm')
          .select(['data', 'updatedAt'])
          .where('appointmentId', '=', appointment.id)
          .executeTakeFirst();
        await record(trx, appointment.bookingKey, 'APPOINTMENT', 'consent_forms.view', origin);
        return {
          data: (row?.data as Record<string, unknown> | undefined) ?? null,
          updatedAt: row ? new Date(row.updatedAt).toISOString() : null,
        };
      });
    },

    saveConsentForms(slug: string, data: Record<string, unknown>, origin: AuditOrigin) {
      return db.transaction().execute(async (trx) => {
        const appointment = await trx
          .selectFrom('appointment')
          .select(['id', 'bookingKey'])
          .where('slug', '=', slug)
          .executeTakeFirst();
        if (!appointment) throw notFound();
        const now = deps.clock.now();
        await trx
          .insertInto('consentForm')
          .values({ appointmentId: appointment.id, data: JSON.stringify(data), updatedAt: now })
          .onConflict((oc) =>
            oc.column('appointmentId').doUpdateSet({ data: JSON.stringify(data), updatedAt: now }),
          )
          .execute();
        await record(trx, appointment.bookingKey, 'APPOINTMENT', 'consent_forms.save', origin);
        return { data, updatedAt: now.toISOString() };
      });
    },

    /**
     * Call-centre email and callback request: one email to the provider's staff address with the
     * patient's name, number and message; nothing is sent when no staff address is configured.
     */
    async contactStaff(
      bookingKey: string,
      request: {
        kind: 'call_centre_email' | 'callback_request';
        message?: string | null;
        contactNumber?: string | null;
      },
      origin: AuditOrigin,
    ): Promise<{ queued: true }> {
      const to = await contact.staffEmail();
      return db.transaction().execute(async (trx) => {
        const { patientId, kind } = await patientOf(trx, bookingKey);
        const patient = await trx
          .selectFrom('patient')
          .select(['firstName', 'lastName', 'contactNumber'])
          .where('id', '=', patientId)
          .executeTakeFirstOrThrow();
        if (to) {
          await contact.notifications.queueEmail(trx, {
            to,
            template: request.kind,
            locale: DEFAULT_LOCALE,
            referenceId: bookingKey,
            data: {
              patientName: `${patient.firstName} ${patient.lastName}`,
              contactNumber: request.contactNumber ?? patient.contactNumber,
              message: request.message ?? null,
            },
          });
        }
        // Kept for the staff queue (issue 14 §6) whether or not the staff address is configured.
        await trx
          .insertInto('staffContactRequest')
          .values({
            kind: request.kind === 'callback_request' ? 'CALLBACK' : 'CALL_CENTRE',
            bookingKey,
            patientId,
            contactNumber: request.contactNumber ?? null,
            message: request.message ?? null,
            createdAt: deps.clock.now(),
          })
          .execute();
        await record(trx, bookingKey, kind, `${request.kind}.create`, origin);
        return { queued: true as const };
      });
    },

    /** Idempotent; a key that names no booking is ignored, so the answer reveals nothing. */
    async unsubscribe(bookingKey: string): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const exists = await trx
          .selectFrom('appointment')
          .select('id')
          .where('bookingKey', '=', bookingKey)
          .union(trx.selectFrom('bookingRequest').select('id').where('bookingKey', '=', bookingKey))
          .executeTakeFirst();
        if (!exists) return;
        await trx
          .insertInto('bookingUnsubscribe')
          .values({ bookingKey, at: deps.clock.now() })
          .onConflict((oc) => oc.column('bookingKey').doNothing())
          .execute();
        await audit.record(trx, {
          actorKind: 'ANONYMOUS',
          booking: null,
          action: 'portal.unsubscribe',
          outcome: 'SUCCESS',
          origin: { ip: null, requestId: null },
          detail: {},
        });
      });
    },
  };
}

export type PortalPatientService = ReturnType<typeof createPortalPatientService>;
