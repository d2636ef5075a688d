import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  type CheckInSendCodeRequest,
  type CheckInSendCodeResult,
  type CheckInValidateCodeRequest,
  type CheckInValidateCodeResult,
  type IdentityCheckRequest,
  type IdentityCheckResponse,
  PATIENT_KIOSK_IDENTITY_COOKIE,
} from '@rb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { Env } from '../../platform/env';
import { AppError, badRequest } from '../../platform/errors';
import { cookieName, cookieOptions, readSessionToken, setSessionCookie } from '../../platform/session';
import type { AuditOrigin } from '../audit/audit.service';
import { kioskCookieOptions, kioskOf } from '../kiosk/kiosk.http';
import type { KioskService } from '../kiosk/kiosk.service';
import { tokenId } from '../patient-auth/patient-auth.crypto';
import type { PatientAuthModule } from '../patient-auth/patient-auth.module';
import { authLimits, FLOW_COOKIE } from '../patient-auth/patient-auth.rules';
import { createDecoyFlows } from './check-in.decoy-flows';
import type { CheckInService } from './check-in.service';

/** Every identity answer takes at least this long, so a match and no match look alike in timing. */
export const IDENTITY_MIN_MS = 250;

export const originOf = (request: FastifyRequest): AuditOrigin => ({
  ip: request.ip ?? null,
  requestId: String(request.id),
});

const newToken = () => randomBytes(32).toString('base64url');

/** Off a kiosk every identity answer is this, match or not: the match stays in the server's flow. */
const blindAnswer = (disabledReason: string | null): IdentityCheckResponse => ({
  appointmentBookingKeys: [],
  samePatient: false,
  feedbackQuestionnaireAnswered: false,
  disabledReason,
  codeRequired: true,
});

/**
 * Identity check and the check-in code flow, on top of patient-auth. On a registered kiosk of the
 * clinic (signed cookie from one of its networks) a single match signs the patient in for check-in
 * only. Elsewhere the caller first solves the captcha; a match starts patient-auth's code flow (as
 * a right date of birth would), no match starts a decoy flow, and both answer the same.
 */
export function createCheckInIdentity(
  deps: AppDeps,
  env: Env,
  service: CheckInService,
  patientAuth: PatientAuthModule,
  kiosks: KioskService,
) {
  const flowCookie = cookieName(env, FLOW_COOKIE);
  const decoys = createDecoyFlows(() => deps.clock.now());
  const setFlow = (reply: FastifyReply, token: string) =>
    reply.setCookie(flowCookie, token, { ...cookieOptions(env), maxAge: authLimits.flowTtlMs / 1000 });
  const flowIdOf = (request: FastifyRequest) => {
    const token = request.cookies[flowCookie];
    return token ? tokenId(token) : undefined;
  };

  /** The real flow's token, or null when it could not start (the caller then gets a decoy). */
  async function startCodeFlow(request: FastifyRequest, bookingKey: string, dateOfBirth: string) {
    try {
      const answer = await patientAuth.auth.authenticate(
        { bookingKey, slug: null, type: 'APPOINTMENT', dateOfBirth, shared: false },
        { origin: originOf(request), sessionToken: readSessionToken(request) },
      );
      return answer.flowToken ?? null;
    } catch (error) {
      // Never let a provider setting (e.g. contact-number authentication) reveal that a name matched.
      deps.log.warn({ err: error }, 'check-in code flow could not start');
      return null;
    }
  }

  async function kioskLogin(request: FastifyRequest, reply: FastifyReply, bookingKey: string) {
    const scope = {
      kind: 'APPOINTMENT',
      bookingKey,
      type: 'APPOINTMENT',
      shared: false,
      kiosk: true,
    } as const;
    const token = await deps.db
      .transaction()
      .execute((trx) => patientAuth.auth.login(trx, readSessionToken(request), scope, originOf(request)));
    setSessionCookie(reply, token);
    // §3: the patient identified at this kiosk; an opaque value, cleared by the reset's sign-out.
    reply.setCookie(PATIENT_KIOSK_IDENTITY_COOKIE, newToken(), kioskCookieOptions(env));
  }

  return {
    async identityCheck(request: FastifyRequest, reply: FastifyReply, input: IdentityCheckRequest) {
      const started = Date.now();
      const kiosk = await kioskOf(kiosks, request);
      const onKiosk = kiosk?.kioskMode === true && kiosk.clinicId === input.clinicId;
      if (!onKiosk) {
        const refused = await patientAuth.useCaptcha(input.captcha);
        if (refused) throw badRequest(refused);
      }
      const { response, match } = await service.identityCheck(input);
      let answer: IdentityCheckResponse;
      if (onKiosk) {
        if (match) await kioskLogin(request, reply, match);
        answer = { ...response, codeRequired: false };
      } else {
        const real = match ? await startCodeFlow(request, match, input.dateOfBirth) : null;
        const token = real ?? newToken();
        if (!real) decoys.add(tokenId(token));
        setFlow(reply, token);
        answer = blindAnswer(response.disabledReason);
      }
      const wait = IDENTITY_MIN_MS - (Date.now() - started);
      if (wait > 0) await sleep(wait);
      return answer;
    },

    async sendCode(request: FastifyRequest, input: CheckInSendCodeRequest): Promise<CheckInSendCodeResult> {
      const resendAfterSeconds = await patientAuth.resendWaitSeconds();
      const answer: CheckInSendCodeResult = {
        sent: true,
        expiresInSeconds: authLimits.codeTtlMs / 1000,
        resendAfterSeconds,
      };
      const flowId = flowIdOf(request);
      if (flowId && decoys.has(flowId)) {
        decoys.send(flowId, resendAfterSeconds);
        return answer;
      }
      const flow = await patientAuth.flowBooking(request.cookies[flowCookie]);
      const otpMethod = input.otpMethod || (flow ? await service.preferredOtpMethod(flow) : 'EMAIL');
      try {
        await patientAuth.code.sendCode(
          { bookingKey: null, slug: input.slug || null, otpMethod, lang: input.lang },
          { origin: originOf(request), flowToken: request.cookies[flowCookie] },
        );
      } catch (error) {
        // No address on file looks like any other send; limits and expired flows are answered.
        if (!(error instanceof AppError && error.messageKey === 'message.otp_method_unavailable'))
          throw error;
      }
      return answer;
    },

    async validateCode(
      request: FastifyRequest,
      reply: FastifyReply,
      input: CheckInValidateCodeRequest,
    ): Promise<CheckInValidateCodeResult> {
      const flowId = flowIdOf(request);
      if (flowId && decoys.has(flowId)) {
        const message = decoys.wrongCode(flowId);
        const failed = {
          success: false,
          maxAttemptsReached: false,
          codeRequired: true,
          captchaRequired: false,
        };
        return { ...failed, message, bookingKey: null };
      }
      const flowToken = request.cookies[flowCookie];
      const bookingKey = await patientAuth.flowBooking(flowToken);
      const answer = await patientAuth.code.validateCode(
        {
          bookingKey: null,
          slug: input.slug || null,
          type: input.type ?? 'APPOINTMENT',
          code: input.code,
          lang: input.lang,
        },
        { origin: originOf(request), flowToken, sessionToken: readSessionToken(request) },
      );
      if (answer.sessionToken) {
        setSessionCookie(reply, answer.sessionToken);
        reply.clearCookie(flowCookie, cookieOptions(env));
      }
      return { ...answer.result, bookingKey: answer.result.success ? bookingKey : null };
    },
  };
}
