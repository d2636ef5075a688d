import { setTimeout as sleep } from 'node:timers/promises';
import type { CheckInSendCodeRequest, CheckInValidateCodeRequest, IdentityCheckRequest } from '@rb/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import type { Env } from '../../platform/env';
import { cookieName, cookieOptions, readSessionToken, setSessionCookie } from '../../platform/session';
import type { AuditOrigin } from '../audit/audit.service';
import { readKioskId } from '../kiosk/kiosk.routes';
import type { KioskService } from '../kiosk/kiosk.service';
import type { PatientAuthModule } from '../patient-auth/patient-auth.module';
import { FLOW_COOKIE } from '../patient-auth/patient-auth.routes';
import { authLimits } from '../patient-auth/patient-auth.rules';
import type { CheckInService } from './check-in.service';

/** Every identity answer takes at least this long, so a match and no match look alike in timing. */
export const IDENTITY_MIN_MS = 250;

export const originOf = (request: FastifyRequest): AuditOrigin => ({
  ip: request.ip ?? null,
  requestId: String(request.id),
});

/**
 * Identity check and the check-in code flow, on top of patient-auth: on a kiosk of the clinic a single
 * match signs the patient in at once; elsewhere the match starts patient-auth's code flow (as a right
 * date of birth would) and the patient proves the booking with the one-time code.
 */
export function createCheckInIdentity(
  deps: AppDeps,
  env: Env,
  service: CheckInService,
  patientAuth: PatientAuthModule,
  kiosks: KioskService,
) {
  const flowCookie = cookieName(env, FLOW_COOKIE);
  const setFlow = (reply: FastifyReply, token: string) =>
    reply.setCookie(flowCookie, token, { ...cookieOptions(env), maxAge: authLimits.flowTtlMs / 1000 });

  async function startCodeFlow(
    request: FastifyRequest,
    reply: FastifyReply,
    bookingKey: string,
    dateOfBirth: string,
  ) {
    try {
      const answer = await patientAuth.auth.authenticate(
        { bookingKey, slug: null, type: 'APPOINTMENT', dateOfBirth, shared: false },
        { origin: originOf(request), sessionToken: readSessionToken(request) },
      );
      if (answer.flowToken) setFlow(reply, answer.flowToken);
    } catch (error) {
      // Never let a provider setting (e.g. contact-number authentication) reveal that a name matched.
      deps.log.warn({ err: error }, 'check-in code flow could not start');
    }
  }

  return {
    async identityCheck(request: FastifyRequest, reply: FastifyReply, input: IdentityCheckRequest) {
      const started = Date.now();
      const kiosk = await kiosks.find(readKioskId(request));
      const onKiosk = kiosk?.kioskMode === true && kiosk.clinicId === input.clinicId;
      const { response, match } = await service.identityCheck(input);
      if (match && onKiosk) {
        const scope = { kind: 'APPOINTMENT', bookingKey: match, type: 'APPOINTMENT', shared: false } as const;
        const token = await deps.db
          .transaction()
          .execute((trx) => patientAuth.auth.login(trx, readSessionToken(request), scope, originOf(request)));
        setSessionCookie(reply, token);
      } else if (match) {
        await startCodeFlow(request, reply, match, input.dateOfBirth);
      }
      const wait = IDENTITY_MIN_MS - (Date.now() - started);
      if (wait > 0) await sleep(wait);
      return { ...response, codeRequired: !onKiosk };
    },

    async sendCode(request: FastifyRequest, input: CheckInSendCodeRequest) {
      const otpMethod = input.otpMethod || (await service.preferredOtpMethod(input.bookingKey));
      return patientAuth.code.sendCode(
        { bookingKey: input.bookingKey, slug: input.slug || null, otpMethod, lang: input.lang },
        { origin: originOf(request), flowToken: request.cookies[flowCookie] },
      );
    },

    async validateCode(request: FastifyRequest, reply: FastifyReply, input: CheckInValidateCodeRequest) {
      const answer = await patientAuth.code.validateCode(
        {
          bookingKey: input.bookingKey,
          slug: input.slug || null,
          type: input.type ?? 'APPOINTMENT',
          code: input.code,
          lang: input.lang,
        },
        {
          origin: originOf(request),
          flowToken: request.cookies[flowCookie],
          sessionToken: readSessionToken(request),
        },
      );
      if (answer.sessionToken) {
        setSessionCookie(reply, answer.sessionToken);
        reply.clearCookie(flowCookie, cookieOptions(env));
      }
      return answer.result;
    },
  };
}
