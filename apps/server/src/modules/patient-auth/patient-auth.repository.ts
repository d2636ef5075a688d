import {
  type AuthenticationType,
  type BookingKind,
  type OtpMethod,
  type PatientAuthSettings,
  patientAuthSettings,
} from '@rb/contracts';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import '../appointments/appointments.tables';
import '../booking-requests/booking-requests.tables';
import '../config/config.tables';
import '../patients/patients.tables';
import type { OtpChallengeTable } from './patient-auth.tables';
import './patient-auth.tables';

/** What the identity check needs of a booking: its key and the patient's factors. */
export interface BookingIdentity {
  kind: BookingKind;
  bookingKey: string;
  patient: {
    dateOfBirth: string;
    email: string | null;
    contactNumber: string | null;
    firstName: string;
  };
}

export type OtpChallenge = Selectable<OtpChallengeTable>;

const asDate = (value: Date | string | null) => (value === null ? null : new Date(value));
const toChallenge = (row: OtpChallenge): OtpChallenge => ({
  ...row,
  createdAt: new Date(row.createdAt),
  flowExpiresAt: new Date(row.flowExpiresAt),
  codeExpiresAt: asDate(row.codeExpiresAt),
  codeSentAt: asDate(row.codeSentAt),
  consumedAt: asDate(row.consumedAt),
});

/** The provider setting section holding the patient-authentication switches. */
export const PATIENT_AUTH_SECTION = 'patientAuth';

export function createPatientAuthRepository(db: Db) {
  return {
    /**
     * The booking named by key and/or slug, with its patient, or null. When both are given they must
     * name the same booking. Reads appointment/booking_request/patient; writes nothing there.
     */
    async findBooking(
      kind: BookingKind,
      ref: { bookingKey?: string | null; slug?: string | null },
      trx: Db = db,
    ): Promise<BookingIdentity | null> {
      const table = kind === 'APPOINTMENT' ? 'appointment' : 'bookingRequest';
      let query = trx
        .selectFrom(`${table} as b` as 'appointment as b')
        .innerJoin('patient as p', 'p.id', 'b.patientId')
        .select([
          'b.bookingKey',
          sql<string>`to_char(p.date_of_birth, 'YYYY-MM-DD')`.as('dateOfBirth'),
          'p.email',
          'p.contactNumber',
          'p.firstName',
        ])
        .orderBy('b.id')
        .limit(1);
      if (ref.bookingKey) query = query.where('b.bookingKey', '=', ref.bookingKey);
      if (ref.slug) query = query.where('b.slug', '=', ref.slug);
      const row = await query.executeTakeFirst();
      if (!row) return null;
      const { bookingKey, ...patient } = row;
      return { kind, bookingKey, patient };
    },

    /** Serialises attempts on one subject until the transaction ends, so two at once cannot both pass the limit. */
    async lockSubject(subject: string, trx: Db): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${subject}, 0))`.execute(trx);
    },

    async countFailuresSince(subject: string, since: Date, trx: Db = db): Promise<number> {
      const row = await trx
        .selectFrom('authFailure')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('subject', '=', subject)
        .where('at', '>', since)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** When the lock of a subject ends: an hour after the 10th newest failure (null when not locked). */
    async lockEndsAt(
      subject: string,
      maxFailures: number,
      windowMs: number,
      trx: Db = db,
    ): Promise<Date | null> {
      const row = await trx
        .selectFrom('authFailure')
        .select('at')
        .where('subject', '=', subject)
        .orderBy('at', 'desc')
        .offset(maxFailures - 1)
        .limit(1)
        .executeTakeFirst();
      return row ? new Date(new Date(row.at).getTime() + windowMs) : null;
    },

    /** The open challenge of a flow, without locking (the cheap first look). */
    async peekChallenge(id: string, now: Date): Promise<OtpChallenge | null> {
      const row = await db
        .selectFrom('otpChallenge')
        .selectAll()
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .where('flowExpiresAt', '>', now)
        .executeTakeFirst();
      return row ? toChallenge(row) : null;
    },

    async addFailure(subject: string, at: Date, trx: Db): Promise<void> {
      await trx.insertInto('authFailure').values({ subject, at }).execute();
    },

    async createChallenge(
      values: {
        id: string;
        bookingKind: BookingKind;
        bookingKey: string;
        authType: AuthenticationType;
        shared: boolean;
        shareId: number | null;
        createdAt: Date;
        flowExpiresAt: Date;
      },
      trx: Db,
    ): Promise<void> {
      await trx
        .insertInto('otpChallenge')
        .values({ ...values, codeHash: null, otpMethod: null })
        .execute();
    },

    /** The open (unused, unexpired) challenge of a flow, locked for the rest of the transaction. */
    async findOpenChallenge(id: string, now: Date, trx: Db): Promise<OtpChallenge | null> {
      const row = await trx
        .selectFrom('otpChallenge')
        .selectAll()
        .where('id', '=', id)
        .where('consumedAt', 'is', null)
        .where('flowExpiresAt', '>', now)
        .forUpdate()
        .executeTakeFirst();
      return row ? toChallenge(row) : null;
    },

    async storeCode(
      id: string,
      values: {
        codeHash: string;
        codeExpiresAt: Date;
        codeSentAt: Date;
        otpMethod: OtpMethod;
        codesSent: number;
      },
      trx: Db,
    ): Promise<void> {
      await trx
        .updateTable('otpChallenge')
        .set({ ...values, wrongCodes: 0 })
        .where('id', '=', id)
        .execute();
    },

    async recordWrongCode(id: string, wrongCodes: number, voidCode: boolean, trx: Db): Promise<void> {
      await trx
        .updateTable('otpChallenge')
        .set(voidCode ? { wrongCodes, codeHash: null } : { wrongCodes })
        .where('id', '=', id)
        .execute();
    },

    async consumeChallenge(id: string, at: Date, trx: Db): Promise<void> {
      await trx
        .updateTable('otpChallenge')
        .set({ consumedAt: at, codeHash: null })
        .where('id', '=', id)
        .execute();
    },

    /** Remembers a captcha solution; false when it was already used (a replay). */
    async useCaptcha(challenge: string, expiresAt: Date, now: Date, trx: Db): Promise<boolean> {
      await trx.deleteFrom('captchaUse').where('expiresAt', '<', now).execute();
      const inserted = await trx
        .insertInto('captchaUse')
        .values({ challenge, expiresAt })
        .onConflict((oc) => oc.column('challenge').doNothing())
        .executeTakeFirst();
      return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /** The provider's switches (provider_setting section `patientAuth`), defaults when unset or invalid. */
    async readSettings(trx: Db = db): Promise<PatientAuthSettings> {
      const row = await trx
        .selectFrom('providerSetting')
        .select('value')
        .where('section', '=', PATIENT_AUTH_SECTION)
        .executeTakeFirst();
      const parsed = patientAuthSettings.safeParse(row?.value ?? {});
      return parsed.success ? parsed.data : patientAuthSettings.parse({});
    },

    async writeSettings(settings: PatientAuthSettings, trx: Db = db): Promise<void> {
      const value = JSON.stringify(patientAuthSettings.parse(settings));
      await trx
        .insertInto('providerSetting')
        .values({ section: PATIENT_AUTH_SECTION, value })
        .onConflict((oc) => oc.column('section').doUpdateSet({ value }))
        .execute();
    },
  };
}

export type PatientAuthRepository = ReturnType<typeof createPatientAuthRepository>;
