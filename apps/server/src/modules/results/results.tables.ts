import type { ColumnType, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A report PDF of an appointment; the bytes live in blob storage under `blobKey`. */
export interface ResultReportTable {
  id: GeneratedAlways<number>;
  appointmentId: number;
  blobKey: string;
  fileName: string;
  createdAt: Timestamp;
  expiresAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** When results_ready was queued for it; null until the report became visible to the patient. */
  notifiedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An image-viewer link; `imsecHash` is sha256 of the imsec token in the link. */
export interface ImageViewerLinkTable {
  imsecHash: string;
  bookingKey: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

declare module '../../platform/db/schema' {
  interface Database {
    resultReport: ResultReportTable;
    imageViewerLink: ImageViewerLinkTable;
  }
}
