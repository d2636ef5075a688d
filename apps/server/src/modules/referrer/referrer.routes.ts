import { referrerEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import type { ReferrerFeedback } from './referrer-feedback.service';

/**
 * By imsec anyone holding the link may answer; by accession number alone (guessable) only a
 * signed-in referrer or radiologist, whose own link to the study the service then looks up.
 */
const callerOf = (request: FastifyRequest, query: { imsec?: string }) =>
  query.imsec ? Promise.resolve(null) : requireStaff(request, 'images.read');

export function registerReferrerRoutes(server: FastifyInstance, feedback: ReferrerFeedback) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(endpoints.feedbackQuestionnaire),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return feedback.questionnaire(request.query, await callerOf(request, request.query));
    },
  });

  app.route({
    ...routeOf(endpoints.answerFeedback),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const origin = { ip: request.ip ?? null, requestId: String(request.id) };
      const principal = await callerOf(request, request.query);
      return reply.code(201).send(await feedback.answer(request.query, request.body, origin, principal));
    },
  });
}
