import type { ShareContactType, ShareType } from '@rb/contracts';
import type { ColumnType, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;

/** A share of results with a contact; `keyHash` is sha256 of the key in the recipient's link. */
export interface ResultShareTable {
  id: GeneratedAlways<number>;
  keyHash: string;
  bookingKey: string;
  patientId: number;
  shareType: ShareType;
  contactType: ShareContactType;
  contactDetails: string;
  contactName: string | null;
  note: string | null;
  createdAt: Timestamp;
  revokedAt: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

declare module '../../platform/db/schema' {
  interface Database {
    resultShare: ResultShareTable;
  }
}
