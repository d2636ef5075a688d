import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<string, Date | string, Date | string>;
type Json<T> = ColumnType<T, string, string>;

/** One stored object of the OpenID Connect provider (session, grant, code, refresh token, …). */
export interface OidcPayloadTable {
  model: string;
  id: string;
  payload: Json<Record<string, unknown>>;
  grantId: string | null;
  uid: string | null;
  userCode: string | null;
  expiresAt: Timestamp | null;
  consumedAt: Timestamp | null;
}

/** A local staff or referrer account of the built-in provider. */
export interface StaffUserTable {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  organisation: string | null;
  /** argon2id; null until an invited user sets a password. */
  passwordHash: string | null;
  roles: Json<string[]>;
  clinicIds: Json<number[]>;
  /** Base32 TOTP secret once enrolled. */
  totpSecret: string | null;
  /** The TOTP time step (30 s since the epoch) of the last code accepted; codes up to it are spent. */
  totpLastStep: ColumnType<number | null, never, number | null>;
  disabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** Tokens of the account issued before this instant are refused (identity.accounts `endTokens`). */
  tokensValidAfter: ColumnType<string | null, never, Date | string>;
  createdAt: ColumnType<string, Date | string | undefined, never>;
}

/** Sign-in failures of one key of login.limits (`account:`, `name:`, `pair:`, `address:`, `known:`). */
export interface StaffSignInThrottleTable {
  key: string;
  failures: number;
  /** The last failure; of a `known:` key, the last sign-in from that address. */
  lastAt: Timestamp;
  /** No attempt of this key is admitted before this instant. */
  heldUntil: Timestamp;
}

export interface StaffPasswordLinkTable {
  /** sha256 of the emailed token; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  purpose: 'invite' | 'reset';
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
}

export interface IdentitySettingTable {
  key: string;
  value: Json<unknown>;
}

declare module '../../platform/db/schema' {
  interface Database {
    oidcPayload: OidcPayloadTable;
    staffUser: StaffUserTable;
    staffSignInThrottle: StaffSignInThrottleTable;
    staffPasswordLink: StaffPasswordLinkTable;
    identitySetting: IdentitySettingTable;
  }
}
