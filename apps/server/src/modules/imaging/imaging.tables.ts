import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type ImagingRecipientKind = 'REFERRER' | 'PATIENT' | 'SHARE' | 'STAFF';

/** The PACS study of an appointment (what the RIS or the demo seed tells us). */
export interface AppointmentStudyTable {
  appointmentId: number;
  repositorySource: string;
  studyInstanceUid: string;
  accessionNumber: string;
}

/** The referrer of an appointment: told by email, with an imsec link, when its report is released. */
export interface AppointmentReferrerTable {
  appointmentId: number;
  email: string;
  name: string | null;
}

/** An imsec: one study for one recipient until it expires or is revoked. */
export interface ImagingLinkTable {
  imsecHash: string;
  repositorySource: string;
  studyInstanceUid: string;
  accessionNumber: string;
  bookingKey: string | null;
  recipientKind: ImagingRecipientKind;
  recipient: string | null;
  createdBy: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  revokedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** The results share it was opened through (migration 0115): revoking the share revokes the link. */
  shareId: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface ReferrerReportFeedbackTable {
  imsecHash: string;
  questionnaireId: number;
  result: ColumnType<unknown, string, string>;
  createdAt: Timestamp;
}

declare module '../../platform/db/schema' {
  interface Database {
    appointmentStudy: AppointmentStudyTable;
    appointmentReferrer: AppointmentReferrerTable;
    imagingLink: ImagingLinkTable;
    referrerReportFeedback: ReferrerReportFeedbackTable;
  }
}
