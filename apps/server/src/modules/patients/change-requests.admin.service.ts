import { type ChangeRequestDetail, DEFAULT_LOCALE, type DeclineChangeRequest } from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { StaffPrincipal } from '../identity/identity.claims';
import type { NotificationsService } from '../notifications/notifications.service';
import { bookingOf, type ChangeRequestsRepository, changesOf } from './change-requests.admin.repository';

const decided = () => new AppError(409, 'message.change_request_decided');

/**
 * Applying and declining a patient's change request (issue 14 §5). Each runs in one transaction
 * that locks the request, so two staff deciding at once cannot both act; the patient row, the
 * request's status, the audit row and (on decline) the patient's email commit together.
 */
export function createChangeRequestsService(
  deps: Pick<AppDeps, 'db' | 'clock' | 'log'>,
  repository: ChangeRequestsRepository,
  ports: { audit: AuditService; notifications: Pick<NotificationsService, 'queueEmail'> },
) {
  async function lock(trx: Db, id: number) {
    const row = await trx
      .selectFrom('patientChangeRequest')
      .select(['id', 'status', 'bookingKey', 'patientId', 'changes'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound();
    return row;
  }

  const detailOrThrow = async (id: number, trx: Db) => {
    const detail = await repository.detail(id, trx);
    if (!detail) throw notFound();
    return detail;
  };

  const audit = async (
    trx: Db,
    principal: StaffPrincipal,
    origin: AuditOrigin,
    request: { id: number; bookingKey: string },
    action: string,
    detail: Record<string, unknown>,
  ) =>
    ports.audit.record(trx, {
      actorKind: 'STAFF',
      actorRef: principal.subject,
      booking: { kind: (await bookingOf(trx, request.bookingKey)).kind, ref: request.bookingKey },
      action: `staff.patient_change_request.${action}`,
      outcome: 'SUCCESS',
      origin,
      detail: { object: `patient_change_request:${request.id}`, ...detail },
    });

  return {
    /** Writes the requested values to the patient record; an applied request stays as it is. */
    apply(id: number, principal: StaffPrincipal, origin: AuditOrigin): Promise<ChangeRequestDetail> {
      return deps.db.transaction().execute(async (trx) => {
        const request = await lock(trx, id);
        if (request.status === 'DONE') return detailOrThrow(id, trx);
        if (request.status !== 'OPEN') throw decided();
        const changes = changesOf(request.changes);
        const text = (value: string | number | undefined) =>
          value === undefined ? undefined : String(value);
        const number = (value: string | number | undefined) =>
          value === undefined ? undefined : Number(value);
        const update = {
          firstName: text(changes.firstName),
          lastName: text(changes.lastName),
          email: text(changes.email)?.trim().toLowerCase(),
          contactNumber: text(changes.contactNumber),
          postalCode: text(changes.postalCode),
          ethnicityId: number(changes.ethnicityId),
          insuranceTypeId: number(changes.insuranceTypeId),
        };
        const set = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
        if (Object.keys(set).length > 0) {
          await trx.updateTable('patient').set(set).where('id', '=', request.patientId).execute();
        }
        const now = deps.clock.now();
        await trx
          .updateTable('patientChangeRequest')
          .set({ status: 'DONE', decidedAt: now, decidedBy: principal.subject })
          .where('id', '=', id)
          .execute();
        // Field names only: the audit never holds the patient's data itself.
        await audit(trx, principal, origin, request, 'apply', { fields: Object.keys(set) });
        deps.log.info({ changeRequestId: id }, 'patient change request applied');
        return detailOrThrow(id, trx);
      });
    },

    /** Declines an open request; the patient is emailed staff's message in the same transaction. */
    decline(
      id: number,
      input: DeclineChangeRequest,
      principal: StaffPrincipal,
      origin: AuditOrigin,
    ): Promise<ChangeRequestDetail> {
      return deps.db.transaction().execute(async (trx) => {
        const request = await lock(trx, id);
        if (request.status !== 'OPEN') throw decided();
        const message = input.message.trim();
        await trx
          .updateTable('patientChangeRequest')
          .set({
            status: 'REJECTED',
            decidedAt: deps.clock.now(),
            decidedBy: principal.subject,
            declineMessage: message,
          })
          .where('id', '=', id)
          .execute();
        const patient = await trx
          .selectFrom('patient')
          .select(['firstName', 'email'])
          .where('id', '=', request.patientId)
          .executeTakeFirstOrThrow();
        if (patient.email) {
          await ports.notifications.queueEmail(trx, {
            to: patient.email.trim().toLowerCase(),
            template: 'patient_change_request_declined',
            locale: DEFAULT_LOCALE,
            referenceId: request.bookingKey,
            data: { firstName: patient.firstName, message },
          });
        }
        await audit(trx, principal, origin, request, 'decline', { notified: Boolean(patient.email) });
        return detailOrThrow(id, trx);
      });
    },
  };
}

export type ChangeRequestsService = ReturnType<typeof createChangeRequestsService>;
