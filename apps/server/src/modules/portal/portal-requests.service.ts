import type { PortalBookingRequest } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import '../booking-requests/booking-requests.tables';
import '../catalog/catalog.tables';
import '../attachments/attachments.tables';

/** The requester's side of a booking request in the portal: its view and its cancel. */
export function createPortalRequestsService(deps: Pick<AppDeps, 'db' | 'clock'>, audit: AuditService) {
  const select = (trx: Db) =>
    trx
      .selectFrom('bookingRequest')
      .leftJoin('clinic', 'clinic.id', 'bookingRequest.clinicId')
      .select((eb) => [
        'bookingRequest.id',
        'bookingRequest.slug',
        'bookingRequest.bookingKey',
        'bookingRequest.status',
        'bookingRequest.createdAt',
        'bookingRequest.appointmentId',
        'clinic.name as clinicName',
        eb
          .selectFrom('bookingRequestExam')
          .innerJoin('exam', 'exam.id', 'bookingRequestExam.examId')
          .select(sql<string>`coalesce(string_agg(exam.name, '|' order by exam.name), '')`.as('names'))
          .whereRef('bookingRequestExam.bookingRequestId', '=', 'bookingRequest.id')
          .as('examNames'),
        eb
          .selectFrom('attachment')
          .select((a) => a.fn.countAll<string>().as('n'))
          .whereRef('attachment.bookingRequestId', '=', 'bookingRequest.id')
          .as('attachmentsCount'),
      ]);

  type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof select>['executeTakeFirst']>>>;
  const toView = (row: Row): PortalBookingRequest => ({
    slug: row.slug,
    bookingKey: row.bookingKey,
    status: row.status,
    clinicName: row.clinicName ?? null,
    exams: row.examNames ? row.examNames.split('|') : [],
    createdAt: new Date(row.createdAt).toISOString(),
    attachmentsCount: Number(row.attachmentsCount ?? 0),
    appointmentBooked: row.appointmentId !== null,
  });

  const record = (trx: Db, bookingKey: string, action: string, origin: AuditOrigin) =>
    audit.record(trx, {
      actorKind: 'PATIENT',
      booking: { kind: 'BOOKING_REQUEST', ref: bookingKey },
      action: `portal.booking_requests.${action}`,
      outcome: 'SUCCESS',
      origin,
    });

  return {
    byBookingKey(bookingKey: string, origin: AuditOrigin): Promise<PortalBookingRequest> {
      return deps.db.transaction().execute(async (trx) => {
        const row = await select(trx).where('bookingRequest.bookingKey', '=', bookingKey).executeTakeFirst();
        if (!row) throw notFound();
        await record(trx, bookingKey, 'view', origin);
        return toView(row);
      });
    },

    /** §4: cancel (the UI asks for confirmation first); only while it waits for the provider. */
    cancel(slug: string, origin: AuditOrigin): Promise<PortalBookingRequest> {
      return deps.db.transaction().execute(async (trx) => {
        const row = await select(trx)
          .where('bookingRequest.slug', '=', slug)
          .forUpdate('bookingRequest')
          .executeTakeFirst();
        if (!row) throw notFound();
        if (row.status !== 'PENDING' && row.status !== 'ON_HOLD') {
          throw conflict('message.booking_request_not_cancellable');
        }
        await trx
          .updateTable('bookingRequest')
          .set({ status: 'CANCELED', updatedAt: deps.clock.now() })
          .where('id', '=', row.id)
          .execute();
        await record(trx, row.bookingKey, 'cancel', origin);
        return toView({ ...row, status: 'CANCELED' });
      });
    },
  };
}

export type PortalRequestsService = ReturnType<typeof createPortalRequestsService>;
