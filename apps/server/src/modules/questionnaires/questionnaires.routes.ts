import { questionnaireEndpoints as endpoints, type QuestionnaireType } from '@rb/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import { requireBookingAccess } from '../../platform/session';
import { requireStaff, requireStaffForBooking } from '../identity/staff-guard';
import type { QuestionnairesService } from './questionnaires.service';
import type { QuestionnairesAdminService } from './questionnaires-admin.service';

const portalTypes: QuestionnaireType[] = ['CANCEL_APPOINTMENT_PATIENT', 'DECLINE_APPOINTMENT'];

export function registerQuestionnairesRoutes(
  server: FastifyInstance,
  service: QuestionnairesService,
  admin: QuestionnairesAdminService,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // Answers are patient data: never cached by a browser or a proxy.
  const noStore = { 'cache-control': 'no-store' };

  app.route({
    ...routeOf(endpoints.getQuestionnaires),
    handler: async (request, reply) => {
      reply.headers(noStore);
      return service.questionnaires(request.query);
    },
  });
  app.route({
    ...routeOf(endpoints.saveAnswer),
    config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    // routeOf types only a 200 answer; this contract declares 201, hence the plain FastifyReply.
    handler: async (request, reply) => {
      // Cancelling or declining changes the booking: only a patient signed in for it may (§6).
      if (portalTypes.includes(request.body.questionnaireType)) {
        await requireBookingAccess(request, { bookingKey: request.body.bookingKey });
      }
      return (reply as FastifyReply).status(201).send(await service.saveAnswer(request.body));
    },
  });
  app.route({
    ...routeOf(endpoints.processOutcomes),
    handler: async (request, reply) => {
      reply.headers(noStore);
      // Only the booking key and questionnaire id are read: an outcome sent along is stripped by the schema.
      return service.processOutcomes(request.body.bookingKey, request.body.questionnaireId);
    },
  });
  app.route({
    ...routeOf(endpoints.changeExam),
    handler: (request) => service.changeExam(request.body.bookingKey, request.body.questionnaireId),
  });
  app.route({
    ...routeOf(endpoints.questionnaireMessage),
    handler: (request) => service.message(request.query.bookingKey, request.query.questionnaireId),
  });
  app.route({
    ...routeOf(endpoints.feedback),
    handler: async (request, reply) => {
      reply.headers(noStore);
      return service.feedback(request.query.bookingKey);
    },
  });

  app.route({
    ...routeOf(endpoints.viewAnswer),
    handler: async (request, reply) => {
      // The answer first (404 if none), then the right on its booking's clinic, audited.
      await requireStaff(request, 'questionnaires.answers.read');
      const answer = await service.viewAnswer(request.params.answerId);
      await requireStaffForBooking(
        request,
        'questionnaires.answers.read',
        answer.bookingKey,
        `answer:${answer.answerId}`,
      );
      reply.headers(noStore);
      return answer;
    },
  });
  app.route({
    ...routeOf(endpoints.exportQuestionnaires),
    handler: async (request) => {
      await requireStaff(request, 'questionnaires.manage');
      return admin.exportAll();
    },
  });
  app.route({
    ...routeOf(endpoints.importQuestionnaires),
    bodyLimit: 4 * 1_048_576,
    handler: async (request) => {
      await requireStaff(request, 'questionnaires.manage');
      return admin.importAll(request.body.questionnaires, { dryRun: request.body.dryRun });
    },
  });
}
