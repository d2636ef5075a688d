import type { AuthenticationType, BookingKind, OtpMethod } from '@rb/contracts';
import type { ColumnType, GeneratedAlways } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** A login in progress after a right date of birth; `id` is sha256 of the flow token in the cookie. */
export interface OtpChallengeTable {
  id: string;
  bookingKind: BookingKind;
  bookingKey: string;
  authType: AuthenticationType;
  shared: boolean;
  /** The share a recipient is proving (migration 0035); null for the patient's own login. */
  shareId: ColumnType<number | null, number | null | undefined, number | null>;
  createdAt: Timestamp;
  flowExpiresAt: Timestamp;
  /** HMAC-SHA256 of the current code; null before the first send and once used or voided. */
  codeHash: string | null;
  codeExpiresAt: NullableTimestamp;
  codeSentAt: NullableTimestamp;
  codesSent: ColumnType<number, number | undefined, number>;
  wrongCodes: ColumnType<number, number | undefined, number>;
  otpMethod: OtpMethod | null;
  consumedAt: NullableTimestamp;
}

export interface AuthFailureTable {
  id: GeneratedAlways<number>;
  subject: string;
  at: Timestamp;
}

export interface CaptchaUseTable {
  challenge: string;
  expiresAt: Timestamp;
}

/** A patient session; `id` is sha256 of the token held by the cookie. */
export interface PatientSessionTable {
  id: string;
  createdAt: Timestamp;
  lastSeenAt: Timestamp;
  expiresAt: Timestamp;
  scopes: ColumnType<unknown, string, string>;
}

declare module '../../platform/db/schema' {
  interface Database {
    otpChallenge: OtpChallengeTable;
    authFailure: AuthFailureTable;
    captchaUse: CaptchaUseTable;
    patientSession: PatientSessionTable;
  }
}
