import type {
  CanChangeStatus,
  CancelForm,
  PortalAppointment,
  PortalAppointments,
  RescheduleRequest,
} from '@rb/contracts';
import { DEFAULT_LOCALE, examNameWithModality, isActiveAppointment } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import { newRandomKey } from '../appointments/booking-keys';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { mapSlotConflict } from '../scheduling/slot-conflict';
import type { PortalAppointmentRow, PortalRepository } from './portal.repository';
import { assertCancelAllowed, assertRescheduleAllowed, canChange } from './portal.rules';

export interface PortalCollaborators {
  scheduling: SchedulingService;
  notifications: Pick<NotificationsService, 'queueEmail'>;
  audit: AuditService;
}

/** The patient portal's appointment rules. Every call reads or writes patient data, so every call audits. */
export function createPortalService(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  repository: PortalRepository,
  { scheduling, notifications, audit }: PortalCollaborators,
) {
  const audited = (
    trx: Db,
    row: { bookingKey: string; id?: number },
    action: string,
    origin: AuditOrigin,
    detail?: Record<string, unknown>,
  ) =>
    audit.record(trx, {
      actorKind: 'PATIENT',
      booking: { kind: 'APPOINTMENT', ref: row.bookingKey },
      action: `portal.${action}`,
      outcome: 'SUCCESS',
      origin,
      detail: { ...(row.id !== undefined && { appointmentId: row.id }), ...detail },
    });

  const changeOf = (row: PortalAppointmentRow, priorMinutes: number): CanChangeStatus =>
    canChange({
      status: row.status,
      walkIn: row.walkIn,
      enquiryOnly: row.enquiryOnly,
      start: new Date(row.startsAt),
      now: deps.clock.now(),
      priorMinutes,
    });

  const toView = (row: PortalAppointmentRow, priorMinutes: number): PortalAppointment => ({
    id: row.id,
    slug: row.slug,
    status: row.status,
    examSlug: row.examSlug,
    examName: row.examName,
    nameWithModality: examNameWithModality(row.modalityName, row.examName),
    modalityName: row.modalityName,
    clinic: {
      id: row.clinicId,
      slug: row.clinicSlug,
      name: row.clinicName,
      address: `${row.addressLine}, ${row.suburb} ${row.state} ${row.postcode}`,
      phone: row.clinicPhone,
      timeZone: row.timeZone,
    },
    deviceId: row.deviceId,
    start: new Date(row.startsAt).toISOString(),
    end: new Date(row.endsAt).toISOString(),
    preparationNotes: row.preparationNotes ?? null,
    walkIn: row.walkIn,
    confirmed: Boolean(row.confirmed),
    change: changeOf(row, priorMinutes),
    attachmentsCount: Number(row.attachmentsCount ?? 0),
  });

  async function locked(trx: Db, slug: string) {
    const row = await repository.bySlug(slug, trx, { forUpdate: true });
    if (!row) throw notFound();
    return row;
  }

  const emailData = (row: PortalAppointmentRow) => ({
    firstName: row.firstName,
    examName: examNameWithModality(row.modalityName, row.examName),
    modalityName: row.modalityName,
    clinicName: row.clinicName,
    clinicAddress: `${row.addressLine}, ${row.suburb} ${row.state} ${row.postcode}`,
    clinicPhone: row.clinicPhone,
    start: new Date(row.startsAt).toISOString(),
    end: new Date(row.endsAt).toISOString(),
    timeZone: row.timeZone,
    preparationNotes: row.preparationNotes ?? null,
    bookingKey: row.bookingKey,
    confirmationPath: `/appointments/${row.bookingKey}`,
  });

  /** Cancel or decline: allowed by the same rules, the time freed, the reason kept, the patient emailed. */
  async function endByPatient(
    slug: string,
    form: CancelForm,
    origin: AuditOrigin,
    end: { status: 'CANCELED' | 'DECLINED_BY_PATIENT'; action: 'CANCEL' | 'DECLINE' },
  ): Promise<PortalAppointment> {
    const result = await deps.db.transaction().execute(async (trx) => {
      const row = await locked(trx, slug);
      const priorMinutes = await repository.changeMinutesPrior(trx);
      assertCancelAllowed(changeOf(row, priorMinutes));
      const now = deps.clock.now();
      await repository.setStatus(row.id, end.status, now, trx);
      await repository.releaseClaim(row.id, trx);
      await repository.recordAction(
        { appointmentId: row.id, action: end.action, reason: form.reason, note: form.note ?? null, at: now },
        trx,
      );
      if (row.email) {
        await notifications.queueEmail(trx, {
          to: row.email,
          template: 'cancellation',
          locale: DEFAULT_LOCALE,
          referenceId: row.bookingKey,
          data: { ...emailData(row), confirmationPath: null, reason: form.reason },
        });
      }
      await audited(trx, row, `appointments.${end.action.toLowerCase()}`, origin);
      return toView((await repository.bySlug(slug, trx)) as PortalAppointmentRow, priorMinutes);
    });
    scheduling.claimsChanged();
    deps.log.info({ appointmentId: result.id, status: end.status }, 'appointment ended by patient');
    return result;
  }

  return {
    listByBookingKey(bookingKey: string, origin: AuditOrigin): Promise<PortalAppointments> {
      return deps.db.transaction().execute(async (trx) => {
        const rows = await repository.byBookingKey(bookingKey, trx);
        if (rows.length === 0) throw notFound();
        const priorMinutes = await repository.changeMinutesPrior(trx);
        await audited(trx, { bookingKey }, 'appointments.view', origin, { count: rows.length });
        return { bookingKey, appointments: rows.map((row) => toView(row, priorMinutes)) };
      });
    },

    canChangeStatus(slug: string, origin: AuditOrigin): Promise<CanChangeStatus> {
      return deps.db.transaction().execute(async (trx) => {
        const row = await repository.bySlug(slug, trx);
        if (!row) throw notFound();
        await audited(trx, row, 'appointments.can_change_status', origin);
        return changeOf(row, await repository.changeMinutesPrior(trx));
      });
    },

    /** §4 cancel: status CANCELED, the time freed, the reason kept, the cancellation emailed. */
    cancel: (slug: string, form: CancelForm, origin: AuditOrigin) =>
      endByPatient(slug, form, origin, { status: 'CANCELED', action: 'CANCEL' }),

    /** §4 decline: as cancel, but the appointment is DECLINED_BY_PATIENT. */
    decline: (slug: string, form: CancelForm, origin: AuditOrigin) =>
      endByPatient(slug, form, origin, { status: 'DECLINED_BY_PATIENT', action: 'DECLINE' }),

    /**
     * Moves the appointment: the new slot passes the same slot gate and schedule rules as booking
     * (`scheduling.checkChoice`), the old one becomes RESCHEDULED and frees its claim, and the new one
     * claims its time, all in one transaction; the exclusion constraint decides a race (409).
     */
    async reschedule(
      slug: string,
      request: RescheduleRequest,
      origin: AuditOrigin,
    ): Promise<PortalAppointment> {
      const current = await repository.bySlug(slug);
      if (!current) throw notFound();
      const priorMinutes = await repository.changeMinutesPrior();
      assertRescheduleAllowed(changeOf(current, priorMinutes));
      // Through the slot gate as booking is: a reschedule racing bookings of that slot waits for them.
      const wanted = { deviceId: request.deviceId, start: new Date(request.start) };
      const result = await scheduling.writeSlots([wanted], current.bookingKey, async () => {
        const slot = await scheduling.checkChoice({
          examSlug: current.examSlug,
          clinicId: current.clinicId,
          deviceId: request.deviceId,
          start: request.start,
        });
        return mapSlotConflict(() =>
          deps.db.transaction().execute(async (trx) => {
            // Checked again under the row lock: a parallel cancel or reschedule may have won.
            const row = await locked(trx, slug);
            assertRescheduleAllowed(changeOf(row, priorMinutes));
            const now = deps.clock.now();
            await repository.setStatus(row.id, 'RESCHEDULED', now, trx);
            await repository.releaseClaim(row.id, trx);
            const newSlug = newRandomKey();
            const newId = await repository.insertRescheduled(
              {
                slug: newSlug,
                bookingKey: row.bookingKey,
                examId: row.examId,
                clinicId: row.clinicId,
                deviceId: slot.deviceId,
                patientId: row.patientId,
                start: slot.start,
                end: slot.end,
                rescheduledFromId: row.id,
              },
              trx,
            );
            await scheduling.claimForAppointment(slot, row.bookingKey, newId, trx);
            await repository.recordAction(
              { appointmentId: row.id, action: 'RESCHEDULE', newAppointmentId: newId, at: now },
              trx,
            );
            const moved = (await repository.bySlug(newSlug, trx)) as PortalAppointmentRow;
            if (row.email) {
              await notifications.queueEmail(trx, {
                to: row.email,
                template: 'reschedule',
                locale: DEFAULT_LOCALE,
                referenceId: row.bookingKey,
                data: emailData(moved),
              });
            }
            await audited(trx, row, 'appointments.reschedule', origin, { newAppointmentId: newId });
            return toView(moved, priorMinutes);
          }),
        ).finally(() => scheduling.claimsChanged());
      });
      deps.log.info({ appointmentId: current.id, newAppointmentId: result.id }, 'appointment rescheduled');
      return result;
    },

    /** The patient says they will come; once is enough, a second confirm changes nothing. */
    confirm(slug: string, origin: AuditOrigin): Promise<PortalAppointment> {
      return deps.db.transaction().execute(async (trx) => {
        const row = await locked(trx, slug);
        const priorMinutes = await repository.changeMinutesPrior(trx);
        if (!isActiveAppointment(row.status)) {
          throw conflict('message.appointment_not_active');
        }
        if (!row.confirmed) {
          await repository.recordAction(
            { appointmentId: row.id, action: 'CONFIRM', at: deps.clock.now() },
            trx,
          );
        }
        await audited(trx, row, 'appointments.confirm', origin);
        return toView((await repository.bySlug(slug, trx)) as PortalAppointmentRow, priorMinutes);
      });
    },
  };
}

export type PortalService = ReturnType<typeof createPortalService>;
