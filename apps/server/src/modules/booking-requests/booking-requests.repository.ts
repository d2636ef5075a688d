import type { Db } from '../../platform/db/database';
import '../catalog/catalog.tables';
import '../patients/patients.tables';
import './booking-requests.tables';

export interface NewBookingRequest {
  slug: string;
  bookingKey: string;
  deleteKey: string;
  clinicId: number | null;
  patientId: number;
  examIds: number[];
  notes: string | null;
  preferredDates: string | null;
}

export function createBookingRequestsRepository(db: Db) {
  return {
    async insert(request: NewBookingRequest, trx: Db): Promise<number> {
      const row = await trx
        .insertInto('bookingRequest')
        .values({
          slug: request.slug,
          bookingKey: request.bookingKey,
          deleteKey: request.deleteKey,
          clinicId: request.clinicId,
          patientId: request.patientId,
          status: 'PENDING',
          type: 'PATIENT',
          notes: request.notes,
          preferredDates: request.preferredDates,
          apiKey: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('bookingRequestExam')
        .values(request.examIds.map((examId) => ({ bookingRequestId: row.id, examId })))
        .execute();
      return row.id;
    },

    async byBookingKey(bookingKey: string) {
      return db
        .selectFrom('bookingRequest')
        .innerJoin('patient', 'patient.id', 'bookingRequest.patientId')
        .select([
          'bookingRequest.id',
          'bookingRequest.status',
          'bookingRequest.clinicId',
          'bookingRequest.createdAt',
          'bookingRequest.closeReason',
          'patient.firstName',
        ])
        .where('bookingRequest.bookingKey', '=', bookingKey)
        .executeTakeFirst();
    },

    async examSlugsOf(bookingRequestId: number): Promise<string[]> {
      const rows = await db
        .selectFrom('bookingRequestExam')
        .innerJoin('exam', 'exam.id', 'bookingRequestExam.examId')
        .select('exam.slug')
        .where('bookingRequestExam.bookingRequestId', '=', bookingRequestId)
        .orderBy('exam.name')
        .execute();
      return rows.map((r) => r.slug);
    },
  };
}

export type BookingRequestsRepository = ReturnType<typeof createBookingRequestsRepository>;
