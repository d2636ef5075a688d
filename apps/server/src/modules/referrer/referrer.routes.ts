import { referrerEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import type { ReferrerFeedback } from './referrer-feedback.service';

export function registerReferrerRoutes(server: FastifyInstance, feedback: ReferrerFeedback) {
  const app = server.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...routeOf(endpoints.feedbackQuestionnaire),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return feedback.questionnaire(request.query);
    },
  });

  app.route({
    ...routeOf(endpoints.answerFeedback),
    config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const origin = { ip: request.ip ?? null, requestId: String(request.id) };
      return reply.code(201).send(await feedback.answer(request.query.imsec, request.body, origin));
    },
  });
}
