import {
  type AuthenticationResult,
  resolveLocale,
  type SendCodeRequest,
  type SendCodeResult,
  type ValidateCodeRequest,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import { AppError, badRequest, tooManyRequests, unauthorized } from '../../platform/errors';
import type { AuditOrigin } from '../audit/audit.service';
import { otpSendRepository } from './otp-send.repository';
import { generateCode, hashCode, tokenId, verifyCode } from './patient-auth.crypto';
import type { OtpChallenge } from './patient-auth.repository';
import {
  authLimits,
  bookingSendWaitSeconds,
  isCodeExpired,
  isLocked,
  maskEmail,
  maskPhone,
  resendWaitLeft,
} from './patient-auth.rules';
import {
  lockedResult,
  type PatientAuthDeps,
  type PatientAuthService,
  subjectFor,
} from './patient-auth.service';
import { REVOKED_MESSAGE, sharedIdentity } from './patient-auth.shared';

/** The flow cookie is missing, expired or names another booking: the date of birth must come first. */
const flowExpired = () => unauthorized('message.authentication_expired');

/** Does the request name the booking the flow proved? (Key, slug or both, as the page has them.) */
async function namesChallengeBooking(
  ctx: PatientAuthDeps,
  challenge: OtpChallenge,
  ref: { bookingKey?: string | null; slug?: string | null },
  trx: Db,
): Promise<boolean> {
  // A recipient's page names the share (its key), not the booking.
  if (challenge.shareId !== null) {
    const share = await ctx.shares?.findForRecipient(ref.bookingKey, trx);
    return share?.shareId === challenge.shareId;
  }
  if (ref.bookingKey && ref.bookingKey !== challenge.bookingKey) return false;
  if (!ref.slug) return true;
  const identity = await ctx.repository.findBooking(challenge.bookingKind, ref, trx);
  return identity?.bookingKey === challenge.bookingKey;
}

/** §4 one-time-code step: send (or resend) and validate. */
export function createPatientAuthCodeService(ctx: PatientAuthDeps, auth: PatientAuthService) {
  const { deps, repository, audit } = ctx;
  /** The booking (or share) a flow proves, and its requester: this flow from this address. */
  const whoOf = (challenge: OtpChallenge, origin: AuditOrigin) =>
    subjectFor(
      challenge.bookingKind,
      challenge.bookingKey,
      '',
      { address: origin.ip, flowId: challenge.id },
      challenge.shareId,
    );

  return {
    /**
     * Makes a new code (voiding any earlier one), stores its hash and queues it to the patient's
     * email or phone in the same transaction.
     */
    async sendCode(
      input: SendCodeRequest,
      context: { origin: AuditOrigin; flowToken: string | undefined },
    ): Promise<SendCodeResult> {
      if (!context.flowToken) throw flowExpired();
      const flowId = tokenId(context.flowToken);
      const application = await ctx.config.section('application');
      return deps.db.transaction().execute(async (trx) => {
        const now = deps.clock.now();
        const challenge = await repository.findOpenChallenge(flowId, now, trx);
        if (!challenge || !(await namesChallengeBooking(ctx, challenge, input, trx))) throw flowExpired();
        const who = whoOf(challenge, context.origin);
        if (isLocked((await auth.failuresOf(trx, who)).locking))
          throw tooManyRequests('message.max_attempts_reached');
        const wait = resendWaitLeft(challenge.codeSentAt, application.otpResendWaitSeconds, now);
        if (wait > 0) throw new AppError(429, 'message.otp_resend_too_soon', { seconds: wait });
        if (challenge.codesSent >= authLimits.maxCodesPerFlow)
          throw tooManyRequests('message.otp_send_limit');
        // Per booking across flows and entry points: a new flow per request does not pump codes.
        await otpSendRepository.lock(who.subject, trx);
        const since = new Date(now.getTime() - authLimits.codeSendWindowMs);
        const bookingWait = bookingSendWaitSeconds(
          await otpSendRepository.sentSince(who.subject, since, trx),
          now,
        );
        if (bookingWait > 0) throw new AppError(429, 'message.otp_send_limit', { seconds: bookingWait });

        const share = challenge.shareId === null ? null : await ctx.shares?.findShare(challenge.shareId, trx);
        if (share?.revoked) throw new AppError(403, REVOKED_MESSAGE);
        const identity = share
          ? sharedIdentity(share)
          : await repository.findBooking(challenge.bookingKind, { bookingKey: challenge.bookingKey }, trx);
        const to = input.otpMethod === 'EMAIL' ? identity?.patient.email : identity?.patient.contactNumber;
        if (!identity || !to) throw badRequest('message.otp_method_unavailable');

        const code = generateCode();
        await repository.storeCode(
          challenge.id,
          {
            codeHash: hashCode(ctx.secret, challenge.id, code),
            codeExpiresAt: new Date(now.getTime() + authLimits.codeTtlMs),
            codeSentAt: now,
            otpMethod: input.otpMethod,
            codesSent: challenge.codesSent + 1,
          },
          trx,
        );
        const expiresInMinutes = Math.round(authLimits.codeTtlMs / 60_000);
        const message = {
          to,
          template: 'otp_code' as const,
          locale: resolveLocale(input.lang).locale,
          data: { code, expiresInMinutes, firstName: identity.patient.firstName },
        };
        await otpSendRepository.record(who.subject, now, trx);
        if (input.otpMethod === 'EMAIL') await ctx.notifications.queueEmail(trx, message);
        else await ctx.notifications.queueSms(trx, message);
        await audit.record(trx, {
          actorKind: 'ANONYMOUS',
          booking: who.booking,
          action: 'patient_auth.code_sent',
          outcome: 'SUCCESS',
          origin: context.origin,
          detail: { otpMethod: input.otpMethod, resend: challenge.codesSent > 0 },
        });
        return {
          sent: true,
          otpMethod: input.otpMethod,
          destination: input.otpMethod === 'EMAIL' ? maskEmail(to) : maskPhone(to),
          expiresInSeconds: authLimits.codeTtlMs / 1000,
          resendAfterSeconds: application.otpResendWaitSeconds,
        };
      });
    },

    /**
     * Checks a code: single use, 5 minutes, 5 wrong tries per code, and every wrong one counts
     * toward the booking's 10 failures an hour. A right code proves the booking for the session.
     */
    async validateCode(
      input: ValidateCodeRequest,
      context: { origin: AuditOrigin; flowToken: string | undefined; sessionToken: string | undefined },
    ): Promise<{ result: AuthenticationResult; sessionToken?: string }> {
      if (!context.flowToken) throw flowExpired();
      const flowId = tokenId(context.flowToken);
      const action = 'patient_auth.code';
      const peeked = await repository.peekChallenge(flowId, deps.clock.now());
      if (peeked && (await auth.refusedWhileLocked(whoOf(peeked, context.origin), action, context.origin))) {
        return { result: lockedResult() };
      }
      const answer = await deps.db.transaction().execute(async (trx) => {
        const now = deps.clock.now();
        const challenge = await repository.findOpenChallenge(flowId, now, trx);
        if (
          !challenge ||
          challenge.authType !== input.type ||
          !(await namesChallengeBooking(ctx, challenge, input, trx))
        ) {
          throw flowExpired();
        }
        const who = whoOf(challenge, context.origin);
        const failures = await auth.failuresOf(trx, who);
        if (isLocked(failures.locking)) {
          return {
            result: (await auth.lockedInTransaction(
              trx,
              who,
              action,
              context.origin,
            )) as AuthenticationResult | null,
          };
        }
        if (
          challenge.shareId !== null &&
          (await ctx.shares?.findShare(challenge.shareId, trx))?.revoked !== false
        ) {
          const revoked: AuthenticationResult = {
            success: false,
            maxAttemptsReached: false,
            message: REVOKED_MESSAGE,
            codeRequired: false,
            captchaRequired: false,
            revoked: true,
          };
          return { result: revoked as AuthenticationResult | null };
        }
        const usable = challenge.codeHash && !isCodeExpired(challenge.codeExpiresAt, now);
        if (!usable || !verifyCode(ctx.secret, challenge.id, input.code, challenge.codeHash as string)) {
          const wrongCodes = challenge.wrongCodes + 1;
          const voided = wrongCodes >= authLimits.maxWrongCodesPerCode;
          if (challenge.codeHash) await repository.recordWrongCode(challenge.id, wrongCodes, voided, trx);
          const count = await auth.fail(trx, who, failures, action, context.origin, {
            reason: usable ? 'WRONG' : challenge.codeHash ? 'EXPIRED' : 'NO_CODE',
          });
          const locked = isLocked(count);
          const message = locked
            ? 'message.max_attempts_reached'
            : usable && !voided
              ? 'message.authentication_otp_error'
              : 'message.authentication_otp_expired';
          return {
            result: {
              success: false,
              maxAttemptsReached: locked,
              message,
              codeRequired: true,
              captchaRequired: false,
            },
          };
        }
        await repository.consumeChallenge(challenge.id, now, trx);
        await audit.record(trx, {
          actorKind: 'ANONYMOUS',
          booking: who.booking,
          action,
          outcome: 'SUCCESS',
          origin: context.origin,
        });
        const sessionToken = await auth.login(
          trx,
          context.sessionToken,
          {
            kind: challenge.bookingKind,
            bookingKey: challenge.bookingKey,
            type: challenge.authType,
            shared: challenge.shared,
            ...(challenge.shareId === null ? {} : { shareId: challenge.shareId }),
          },
          context.origin,
        );
        return { result: null, sessionToken, shared: challenge.shared };
      });
      if (answer.result) return { result: answer.result };
      const roleTranslations = await auth.roleTranslations(answer.shared ? 'shared' : 'patient', input.lang);
      return {
        result: {
          success: true,
          maxAttemptsReached: false,
          message: null,
          codeRequired: false,
          captchaRequired: false,
          roleTranslations,
        },
        sessionToken: answer.sessionToken,
      };
    },
  };
}

export type PatientAuthCodeService = ReturnType<typeof createPatientAuthCodeService>;
