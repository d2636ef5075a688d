import type { ColumnType, Generated } from 'kysely';

export interface DocumentTypeTable {
  id: Generated<number>;
  code: string;
  title: string;
  description: string | null;
  sortOrder: ColumnType<number, number | undefined, number>;
}

/** An uploaded file; exactly one of appointmentId, bookingRequestId and tempBookingKey is set. */
export interface AttachmentTable {
  id: Generated<number>;
  slug: string;
  appointmentId: number | null;
  bookingRequestId: number | null;
  tempBookingKey: string | null;
  fileName: string;
  contentType: string;
  size: number;
  blobKey: string;
  documentTypeId: number | null;
  description: string | null;
  createdAt: ColumnType<Date, Date | string, Date | string>;
  /** The client address a temporary upload came from: the bytes one address may park are capped. */
  uploadAddress: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A document type an exam needs (§3 examDocumentTypes). */
export interface ExamDocumentTypeTable {
  examId: number;
  documentTypeId: number;
}

declare module '../../platform/db/schema' {
  interface Database {
    documentType: DocumentTypeTable;
    attachment: AttachmentTable;
    examDocumentType: ExamDocumentTypeTable;
  }
}
