import {
  type PatientMatchRequest,
  type PatientMatchResult,
  type patientMatchRequest,
  resolveLocale,
} from '@rb/contracts';
import { type ColumnType, sql } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest } from '../../platform/errors';
import type { AuditOrigin } from '../audit/audit.service';
import { otpSendRepository } from './otp-send.repository';
import { generateCode, hashCode, newToken, subjectOf, tokenId } from './patient-auth.crypto';
import { authLimits, bookingSendWaitSeconds, maskEmail, maskPhone } from './patient-auth.rules';
import type { PatientAuthDeps } from './patient-auth.service';

/** Migration 0097. */
export interface PatientMatchChallengeTable {
  id: string;
  subject: string;
  dateOfBirth: ColumnType<unknown, string, string>;
  email: string | null;
  contactNumber: string | null;
  codeHash: string;
  codeExpiresAt: Date;
  createdAt: Date;
}

declare module '../../platform/db/schema' {
  interface Database {
    patientMatchChallenge: PatientMatchChallengeTable;
  }
}

type ParsedMatch = z.output<typeof patientMatchRequest>;

/** The first name of a patient with this date of birth and address, or null (none matches). */
async function matchingPatient(trx: Db, input: ParsedMatch): Promise<{ firstName: string } | null> {
  let query = trx
    .selectFrom('patient')
    .select('firstName')
    .where(sql<boolean>`to_char(date_of_birth, 'YYYY-MM-DD') = ${input.dateOfBirth}`)
    .orderBy('id')
    .limit(1);
  query = input.email
    ? query.where(sql<boolean>`lower(email) = ${input.email.trim().toLowerCase()}`)
    : query.where('contactNumber', '=', input.contactNumber ?? '');
  return (await query.executeTakeFirst()) ?? null;
}

/**
 * §3 Patient match, the first step of the portal home. Whatever the input, the answer is the same
 * and the same work is done (a challenge row, a send counted); only a matching patient's address is
 * actually sent the code, and that address is the one typed in, so nothing about the patient leaks.
 */
export function createPatientMatchService(
  ctx: PatientAuthDeps,
  useCaptcha: (payload: string | null | undefined) => Promise<string | null>,
) {
  const { deps, audit } = ctx;
  return {
    async match(
      input: ParsedMatch & PatientMatchRequest,
      context: { origin: AuditOrigin },
    ): Promise<{ result: PatientMatchResult; flowToken: string }> {
      // Nothing else stops a guesser here (no booking key to count failures on): always the captcha.
      const captchaRefusal = await useCaptcha(input.captcha);
      if (captchaRefusal) throw badRequest(captchaRefusal);
      const otpMethod = input.email ? ('EMAIL' as const) : ('SMS' as const);
      const to = input.email ? input.email.trim().toLowerCase() : (input.contactNumber ?? '');
      // The send limit counts per address typed in, existing or not, like a booking's sends.
      const subject = subjectOf(`PATIENT_MATCH:${otpMethod}:${to}`);
      const flowToken = newToken();
      const id = tokenId(flowToken);
      await deps.db.transaction().execute(async (trx) => {
        const now = deps.clock.now();
        await otpSendRepository.lock(subject, trx);
        const since = new Date(now.getTime() - authLimits.codeSendWindowMs);
        const wait = bookingSendWaitSeconds(await otpSendRepository.sentSince(subject, since, trx), now);
        if (wait > 0) throw new AppError(429, 'message.otp_send_limit', { seconds: wait });
        const patient = await matchingPatient(trx, input);
        const code = generateCode();
        await trx
          .insertInto('patientMatchChallenge')
          .values({
            id,
            subject,
            dateOfBirth: input.dateOfBirth,
            email: input.email ? to : null,
            contactNumber: input.email ? null : to,
            codeHash: hashCode(ctx.secret, id, code),
            codeExpiresAt: new Date(now.getTime() + authLimits.codeTtlMs),
            createdAt: now,
          })
          .execute();
        await otpSendRepository.record(subject, now, trx);
        if (patient) {
          const message = {
            to,
            template: 'otp_code' as const,
            locale: resolveLocale(input.lang).locale,
            data: {
              code,
              expiresInMinutes: Math.round(authLimits.codeTtlMs / 60_000),
              firstName: patient.firstName,
            },
          };
          if (otpMethod === 'EMAIL') await ctx.notifications.queueEmail(trx, message);
          else await ctx.notifications.queueSms(trx, message);
        }
        await audit.record(trx, {
          actorKind: 'ANONYMOUS',
          booking: null,
          action: 'patient_match.code_sent',
          // Kept in the audit only: staff may see whether a patient matched, the requester never.
          outcome: patient ? 'SUCCESS' : 'NO_MATCH',
          origin: context.origin,
          detail: { otpMethod },
        });
      });
      return {
        result: {
          sent: true,
          otpMethod,
          destination: otpMethod === 'EMAIL' ? maskEmail(to) : maskPhone(to),
          expiresInSeconds: authLimits.codeTtlMs / 1000,
        },
        flowToken,
      };
    },
  };
}
