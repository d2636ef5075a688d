import { adminRequestsEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import type { AuditOrigin } from '../audit/audit.service';
import { requireStaff } from '../identity/staff-guard';
import type { ChangeRequestsRepository } from './change-requests.admin.repository';
import type { ChangeRequestsService } from './change-requests.admin.service';
import type { ContactRequestsRepository } from './contact-requests.admin.repository';
import type { ContactRequestsService } from './contact-requests.admin.service';
import { ACTION, clinicFilterOf, requireBookingObject } from './patients.admin.scope';

const originOf = (request: FastifyRequest): AuditOrigin => ({
  ip: request.ip ?? null,
  requestId: request.id,
});

/** The change-request and call-back queues (issue 14 §5, §6): clinic staff of the booking's clinic, or an admin. */
export function registerAdminRequestsRoutes(
  app: FastifyInstance,
  changes: { repository: ChangeRequestsRepository; service: ChangeRequestsService },
  contacts: { repository: ContactRequestsRepository; service: ContactRequestsService },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  /** The caller's clinic filter for a queue list, after the right on the asked clinic (or all), audited. */
  const queueViewer = async (request: FastifyRequest, clinicId: number | undefined, queue: string) =>
    clinicFilterOf(
      await requireStaff(request, ACTION, clinicId === undefined ? undefined : { clinicId }, {
        audit: { object: `${queue}:list:${clinicId ?? 'all'}` },
      }),
    );
  const changeRequest = (request: FastifyRequest, id: number, object: string) =>
    requireBookingObject(request, () => changes.repository.head(id), `${object}:${id}`);
  const contactRequest = (request: FastifyRequest, id: number, object: string) =>
    requireBookingObject(request, () => contacts.repository.head(id), `${object}:${id}`);

  typed.route({
    ...routeOf(endpoints.listChangeRequests),
    handler: async (request) =>
      changes.repository.list(
        await queueViewer(request, request.query.clinicId, 'patient_change_requests'),
        request.query,
      ),
  });

  typed.route({
    ...routeOf(endpoints.getChangeRequest),
    handler: async (request) => {
      await changeRequest(request, request.params.id, 'patient_change_request');
      const detail = await changes.repository.detail(request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  });

  typed.route({
    ...routeOf(endpoints.applyChangeRequest),
    handler: async (request) => {
      const { principal } = await changeRequest(request, request.params.id, 'patient_change_request.apply');
      return changes.service.apply(request.params.id, principal, originOf(request));
    },
  });

  typed.route({
    ...routeOf(endpoints.declineChangeRequest),
    handler: async (request) => {
      const { principal } = await changeRequest(request, request.params.id, 'patient_change_request.decline');
      return changes.service.decline(request.params.id, request.body, principal, originOf(request));
    },
  });

  typed.route({
    ...routeOf(endpoints.listContactRequests),
    handler: async (request) =>
      contacts.repository.list(
        await queueViewer(request, request.query.clinicId, 'contact_requests'),
        request.query,
      ),
  });

  typed.route({
    ...routeOf(endpoints.getContactRequest),
    handler: async (request) => {
      await contactRequest(request, request.params.id, 'contact_request');
      const detail = await contacts.repository.detail(request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  });

  typed.route({
    ...routeOf(endpoints.claimContactRequest),
    handler: async (request) => {
      const { principal } = await contactRequest(request, request.params.id, 'contact_request.claim');
      return contacts.service.claim(request.params.id, principal, originOf(request));
    },
  });

  typed.route({
    ...routeOf(endpoints.completeContactRequest),
    handler: async (request) => {
      const { principal } = await contactRequest(request, request.params.id, 'contact_request.done');
      return contacts.service.done(request.params.id, principal, originOf(request));
    },
  });

  typed.route({
    ...routeOf(endpoints.addContactRequestNote),
    handler: async (request, reply) => {
      const { principal } = await contactRequest(request, request.params.id, 'contact_request.note');
      reply.code(201);
      return contacts.service.addNote(request.params.id, request.body, principal, originOf(request));
    },
  });
}
