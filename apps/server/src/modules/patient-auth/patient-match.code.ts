import type {
  AppointmentSummaries,
  AuthenticationResult,
  PatientMatchCodeRequest,
  PortalBookingSummary,
  SessionScope,
} from '@rb/contracts';
import { sql } from 'kysely';
import { joinAppointmentExam } from '../../platform/db/appointment-join';
import type { Db } from '../../platform/db/database';
import { unauthorized } from '../../platform/errors';
import type { AuditOrigin } from '../audit/audit.service';
import { subjectOf, tokenId, verifyCode } from './patient-auth.crypto';
import { isCodeExpired, isLocked } from './patient-auth.rules';
import { lockedResult, type PatientAuthDeps, type PatientAuthService } from './patient-auth.service';

const answer = (fields: Partial<AuthenticationResult>): AuthenticationResult => ({
  success: false,
  maxAttemptsReached: false,
  message: null,
  codeRequired: false,
  captchaRequired: false,
  ...fields,
});

/** Every appointment and booking request of the patients with this date of birth and address. */
async function bookingsOf(
  trx: Db,
  match: { dateOfBirth: string; email: string | null; contactNumber: string | null },
): Promise<SessionScope[]> {
  const patientIds = trx
    .selectFrom('patient')
    .select('id')
    .where(sql<boolean>`to_char(date_of_birth, 'YYYY-MM-DD') = ${match.dateOfBirth}`)
    .where(
      match.email
        ? sql<boolean>`lower(email) = ${match.email}`
        : sql<boolean>`contact_number = ${match.contactNumber ?? ''}`,
    );
  const [appointments, requests] = await Promise.all([
    trx.selectFrom('appointment').select('bookingKey').where('patientId', 'in', patientIds).execute(),
    trx.selectFrom('bookingRequest').select('bookingKey').where('patientId', 'in', patientIds).execute(),
  ]);
  const scope = (kind: SessionScope['kind'], bookingKey: string): SessionScope => ({
    kind,
    bookingKey,
    type: 'PATIENT_PORTAL',
    shared: false,
  });
  return [...new Set(appointments.map((a) => a.bookingKey))]
    .map((key) => scope('APPOINTMENT', key))
    .concat([...new Set(requests.map((r) => r.bookingKey))].map((key) => scope('BOOKING_REQUEST', key)));
}

/** §3 patient match, code step, and the §7 appointment summaries of the session it makes. */
export function createPatientMatchCodeService(ctx: PatientAuthDeps, auth: PatientAuthService) {
  const { deps, audit } = ctx;
  return {
    /**
     * The code the match sent. Wrong codes count like the booking sign-in's (per address typed in,
     * per requester address and per flow), so the same lock applies; a right code proves every
     * booking of that patient at once.
     */
    async validate(
      input: PatientMatchCodeRequest,
      context: { origin: AuditOrigin; flowToken: string | undefined; sessionToken: string | undefined },
    ): Promise<{ result: AuthenticationResult; sessionToken?: string }> {
      if (!context.flowToken) throw unauthorized('message.authentication_expired');
      const id = tokenId(context.flowToken);
      const action = 'patient_match.code';
      return deps.db.transaction().execute(async (trx) => {
        const now = deps.clock.now();
        const challenge = await trx
          .selectFrom('patientMatchChallenge')
          .select([
            'id',
            'subject',
            sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('dateOfBirth'),
            'email',
            'contactNumber',
            'codeHash',
            'codeExpiresAt',
          ])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!challenge) throw unauthorized('message.authentication_expired');
        const requesters = [
          subjectOf(`${challenge.subject}|address:${context.origin.ip ?? 'unknown'}`),
          subjectOf(`${challenge.subject}|flow:${id}`),
        ];
        const who = { subject: challenge.subject, requesters, locking: requesters, booking: null };
        const failures = await auth.failuresOf(trx, who);
        if (isLocked(failures.locking))
          return { result: await auth.lockedInTransaction(trx, who, action, context.origin) };
        const expired = isCodeExpired(new Date(challenge.codeExpiresAt), now);
        const scopes = expired ? [] : await bookingsOf(trx, challenge);
        // A made-up patient was never sent the code, and a right guess still proves no booking.
        if (expired || !verifyCode(ctx.secret, id, input.code, challenge.codeHash) || scopes.length === 0) {
          const count = await auth.fail(trx, who, failures, action, context.origin);
          return {
            result: isLocked(count)
              ? lockedResult()
              : answer({
                  message: expired
                    ? 'message.authentication_otp_expired'
                    : 'message.authentication_otp_error',
                  codeRequired: true,
                }),
          };
        }
        await trx.deleteFrom('patientMatchChallenge').where('id', '=', id).execute();
        const { token, session } = await ctx.sessions.login(trx, context.sessionToken, scopes);
        for (const scope of scopes) {
          await audit.record(trx, {
            actorKind: 'PATIENT',
            actorRef: session.id.slice(0, 16),
            booking: { kind: scope.kind, ref: scope.bookingKey },
            action: 'patient_auth.login',
            outcome: 'SUCCESS',
            origin: context.origin,
            detail: { type: 'PATIENT_PORTAL', shared: false },
          });
        }
        return { result: answer({ success: true }), sessionToken: token };
      });
    },

    /** §7 appointment summaries: the bookings the session proved through the portal home. */
    async summaries(sessionToken: string | undefined, origin: AuditOrigin): Promise<AppointmentSummaries> {
      const session = await ctx.sessions.load(sessionToken, { touch: true });
      if (!session) return { signedIn: false, appointments: [], bookingRequests: [] };
      const keys = (kind: SessionScope['kind']) =>
        session.scopes
          .filter((s) => s.kind === kind && !s.shared && s.type === 'PATIENT_PORTAL')
          .map((s) => s.bookingKey);
      const appointmentKeys = keys('APPOINTMENT');
      const requestKeys = keys('BOOKING_REQUEST');
      const now = deps.clock.now();
      const appointments: PortalBookingSummary[] = appointmentKeys.length
        ? (
            await deps.db
              .selectFrom('appointment')
              .$call(joinAppointmentExam)
              .select([
                'appointment.bookingKey',
                'appointment.status',
                'appointment.startsAt',
                'clinic.name as clinicName',
                'clinic.slug as clinicSlug',
                'exam.name as examName',
              ])
              .where('appointment.bookingKey', 'in', appointmentKeys)
              .orderBy('appointment.startsAt', 'desc')
              .execute()
          ).map((row) => ({
            kind: 'APPOINTMENT' as const,
            bookingKey: row.bookingKey,
            status: row.status,
            clinicName: row.clinicName,
            examNames: [row.examName],
            at: new Date(row.startsAt).toISOString(),
            upcoming: new Date(row.startsAt).getTime() > now.getTime() && row.status !== 'CANCELED',
            path: `/appointments/${row.bookingKey}`,
          }))
        : [];
      const bookingRequests: PortalBookingSummary[] = requestKeys.length
        ? (
            await deps.db
              .selectFrom('bookingRequest as r')
              .leftJoin('clinic as c', 'c.id', 'r.clinicId')
              .select([
                'r.bookingKey',
                'r.status',
                'r.createdAt',
                'c.name as clinicName',
                'c.slug as clinicSlug',
                sql<
                  string[]
                >`coalesce((select array_agg(e.name order by e.name) from booking_request_exam x join exam e on e.id = x.exam_id where x.booking_request_id = r.id), '{}')`.as(
                  'examNames',
                ),
              ])
              .where('r.bookingKey', 'in', requestKeys)
              .orderBy('r.createdAt', 'desc')
              .execute()
          ).map((row) => ({
            kind: 'BOOKING_REQUEST' as const,
            bookingKey: row.bookingKey,
            status: row.status,
            clinicName: row.clinicName,
            examNames: row.examNames,
            at: new Date(row.createdAt).toISOString(),
            upcoming: row.status === 'PENDING' || row.status === 'ON_HOLD',
            path: `/booking-requests/${row.bookingKey}`,
          }))
        : [];
      await audit.record(deps.db, {
        actorKind: 'PATIENT',
        actorRef: session.id.slice(0, 16),
        booking: null,
        action: 'patient_portal.summaries_read',
        outcome: 'SUCCESS',
        origin,
        detail: { appointments: appointments.length, bookingRequests: bookingRequests.length },
      });
      return { signedIn: true, appointments, bookingRequests };
    },
  };
}
