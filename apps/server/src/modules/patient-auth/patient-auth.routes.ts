import { PATIENT_KIOSK_IDENTITY_COOKIE, patientAuthEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../platform/env';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import {
  clearSessionCookie,
  cookieName,
  cookieOptions,
  readSessionToken,
  setSessionCookie,
} from '../../platform/session';
import type { AuditOrigin } from '../audit/audit.service';
import { requireStaffForBooking } from '../identity/staff-guard';
import type { PatientAuthModule } from './patient-auth.module';
import { authLimits, FLOW_COOKIE } from './patient-auth.rules';

/** Per-IP limit of the authentication calls, a second line behind the per-booking attempt limit. */
const perIpLimit = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/** The portal home's patient-match flow, apart from a booking's sign-in flow. */
const MATCH_FLOW_COOKIE = 'rb_match_flow';

const originOf = (request: FastifyRequest): AuditOrigin => ({
  ip: request.ip ?? null,
  requestId: String(request.id),
});

export function registerPatientAuthRoutes(server: FastifyInstance, module: PatientAuthModule, env: Env) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const flowCookie = cookieName(env, FLOW_COOKIE);
  const readFlow = (request: FastifyRequest) => request.cookies[flowCookie];
  const setFlow = (reply: FastifyReply, token: string) =>
    reply.setCookie(flowCookie, token, { ...cookieOptions(env), maxAge: authLimits.flowTtlMs / 1000 });
  const clearFlow = (reply: FastifyReply) => reply.clearCookie(flowCookie, cookieOptions(env));
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

  app.route({
    ...routeOf(patientAuthEndpoints.authenticate),
    config: perIpLimit,
    handler: async (request, reply) => {
      noStore(reply);
      const answer = await module.auth.authenticate(request.body, {
        origin: originOf(request),
        sessionToken: readSessionToken(request),
      });
      if (answer.flowToken) setFlow(reply, answer.flowToken);
      if (answer.sessionToken) setSessionCookie(reply, answer.sessionToken);
      return answer.result;
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.sendCode),
    config: perIpLimit,
    handler: async (request, reply) => {
      noStore(reply);
      return module.code.sendCode(request.body, { origin: originOf(request), flowToken: readFlow(request) });
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.validateCode),
    config: perIpLimit,
    handler: async (request, reply) => {
      noStore(reply);
      const answer = await module.code.validateCode(request.body, {
        origin: originOf(request),
        flowToken: readFlow(request),
        sessionToken: readSessionToken(request),
      });
      if (answer.sessionToken) {
        setSessionCookie(reply, answer.sessionToken);
        clearFlow(reply);
      }
      return answer.result;
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.getAuthentication),
    handler: async (request, reply) => {
      noStore(reply);
      return module.auth.status(readSessionToken(request));
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.keepalive),
    handler: async (request, reply) => {
      noStore(reply);
      // Using the session moves its idle end; the answer says when it now ends.
      await module.sessions.load(readSessionToken(request), { touch: true });
      return module.auth.status(readSessionToken(request));
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.staffPortalView),
    handler: async (request, reply) => {
      noStore(reply);
      // Who asks comes first: without a valid staff token, nothing is looked up.
      await request.server.staffGuard.authenticate(request);
      const { slug } = request.params;
      const booking = await module.sessions.store.resolveTarget({ appointmentSlug: slug });
      if (!booking) throw notFound();
      // The right to manage the booking's clinic; the guard audits the view with the staff subject.
      await requireStaffForBooking(request, 'appointments.manage', booking.bookingKey, `portal_view:${slug}`);
      setSessionCookie(reply, await module.openStaffView(booking.bookingKey, readSessionToken(request)));
      return { path: `/appointments/${booking.bookingKey}` };
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.logout),
    handler: async (request, reply) => {
      noStore(reply);
      const status = await module.auth.logout(readSessionToken(request), originOf(request));
      clearSessionCookie(reply);
      clearFlow(reply);
      // §4 kiosk reset signs the patient out: the patient's kiosk cookie (§3) goes with the session.
      if (request.cookies[PATIENT_KIOSK_IDENTITY_COOKIE])
        reply.clearCookie(PATIENT_KIOSK_IDENTITY_COOKIE, { path: '/' });
      return status;
    },
  });

  /** §3 Patient match (portal home): the flow cookie carries the match to the code step. */
  const matchCookie = cookieName(env, MATCH_FLOW_COOKIE);
  app.route({
    ...routeOf(patientAuthEndpoints.patientMatch),
    config: perIpLimit,
    handler: async (request, reply) => {
      noStore(reply);
      const answer = await module.match.match(request.body, { origin: originOf(request) });
      reply.setCookie(matchCookie, answer.flowToken, {
        ...cookieOptions(env),
        maxAge: authLimits.codeTtlMs / 1000,
      });
      return answer.result;
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.patientMatchCode),
    config: perIpLimit,
    handler: async (request, reply) => {
      noStore(reply);
      const answer = await module.matchCode.validate(request.body, {
        origin: originOf(request),
        flowToken: request.cookies[matchCookie],
        sessionToken: readSessionToken(request),
      });
      if (answer.sessionToken) {
        setSessionCookie(reply, answer.sessionToken);
        reply.clearCookie(matchCookie, cookieOptions(env));
      }
      return answer.result;
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.appointmentSummaries),
    handler: async (request, reply) => {
      noStore(reply);
      return module.matchCode.summaries(readSessionToken(request), originOf(request));
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.captchaChallenge),
    config: perIpLimit,
    handler: async (_request, reply) => {
      noStore(reply);
      return module.auth.captchaChallenge();
    },
  });

  app.route({
    ...routeOf(patientAuthEndpoints.verifyCaptcha),
    config: perIpLimit,
    handler: (request) => module.auth.verifyCaptcha(request.body.token),
  });
}
