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
  /** Staff's own release time (migration 0087); null follows the provider's release delay. */
  releaseAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Held back by staff: not released until staff release it. */
  held: ColumnType<boolean, boolean | undefined, boolean>;
  /** Withdrawn by staff: the patient's view and shares no longer show it. */
  withdrawnAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Why staff withdrew it (migration 0088). */
  withdrawReason: ColumnType<string | null, string | null | undefined, string | null>;
  /** The reporting radiologist's subject (migration 0310); null when the upload named none. */
  reportedBy: ColumnType<string | null, string | null | undefined, string | null>;
  /** Their name as it was when the report arrived. */
  reportedByName: ColumnType<string | null, string | null | undefined, string | null>;
}

/** An image-viewer link; `imsecHash` is sha256 of the imsec token in the link. */
export interface ImageViewerLinkTable {
  imsecHash: string;
  bookingKey: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  /** The results share of the recipient who made it (migration 0115); null for the patient's own. */
  shareId: ColumnType<number | null, number | null | undefined, number | null>;
}

declare module '../../platform/db/schema' {
  interface Database {
    resultReport: ResultReportTable;
    imageViewerLink: ImageViewerLinkTable;
  }
}
