import { adminEnquiryEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import type { EnquiryTriageRepository } from './booking-requests.admin.repository';
import type { EnquiryTriageService } from './booking-requests.admin.service';

/** An id no clinic has: a device that does not exist belongs to it, and no one's scope holds it. */
const NO_CLINIC = 0;

/** Enquiry triage calls (issue 14 §4): clinic staff of the enquiry's clinic, or an admin. */
export function registerEnquiryTriageRoutes(
  app: FastifyInstance,
  repository: EnquiryTriageRepository,
  service: EnquiryTriageService,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  /** The right on one enquiry, audited with it; 404 for an unknown or foreign one alike. */
  async function requireEnquiry(request: FastifyRequest, id: number, object: string) {
    await request.server.staffGuard.authenticate(request);
    const head = await repository.head(id);
    if (!head) {
      // Unknown ids still need the right: a radiologist learns nothing from 403 vs 404.
      await requireStaff(request, 'booking_requests.manage');
      throw notFound();
    }
    const principal = await requireStaff(
      request,
      'booking_requests.manage',
      // A general enquiry (sent without a clinic) is any clinic's staff's to triage.
      head.clinicId === null ? undefined : { clinicId: head.clinicId },
      { audit: { object: `${object}:${id}`, booking: { kind: 'BOOKING_REQUEST', ref: head.bookingKey } } },
    );
    return { head, principal };
  }

  typed.route({
    ...routeOf(endpoints.listEnquiries),
    handler: async (request) => {
      const { clinicId } = request.query;
      const principal = await requireStaff(
        request,
        'booking_requests.manage',
        clinicId === undefined ? undefined : { clinicId },
        { audit: { object: `booking_requests:list:${clinicId ?? 'all'}` } },
      );
      const all = principal.roles.includes('admin');
      return repository.list(
        all ? { all: true } : { all: false, clinicIds: principal.clinicIds },
        request.query,
      );
    },
  });

  typed.route({
    ...routeOf(endpoints.getEnquiry),
    handler: async (request) => {
      await requireEnquiry(request, request.params.id, 'booking_request');
      const detail = await repository.detail(request.params.id);
      if (!detail) throw notFound();
      return detail;
    },
  });

  typed.route({
    ...routeOf(endpoints.markEnquiryWaitingForProtocol),
    handler: async (request) => {
      await requireEnquiry(request, request.params.id, 'booking_request.waiting_for_protocol');
      return service.markWaitingForProtocol(request.params.id);
    },
  });

  typed.route({
    ...routeOf(endpoints.logEnquiryCall),
    handler: async (request, reply) => {
      const { principal } = await requireEnquiry(request, request.params.id, 'booking_request.contact');
      reply.code(201);
      return service.logCall(request.params.id, principal.subject, request.body);
    },
  });

  typed.route({
    ...routeOf(endpoints.closeEnquiry),
    handler: async (request) => {
      await requireEnquiry(request, request.params.id, 'booking_request.close');
      return service.close(request.params.id, request.body);
    },
  });

  typed.route({
    ...routeOf(endpoints.convertEnquiry),
    handler: async (request, reply) => {
      const { head } = await requireEnquiry(request, request.params.id, 'booking_request.convert');
      // The enquiry's clinic, or for one sent without a clinic (admin only) the device's clinic.
      const clinicId = head.clinicId ?? (await repository.clinicOfDevice(request.body.deviceId)) ?? NO_CLINIC;
      // A general enquiry is booked into the device's clinic: that clinic must be the caller's.
      if (head.clinicId === null) await requireStaff(request, 'booking_requests.manage', { clinicId });
      const converted = await service.convert(request.params.id, clinicId, request.body);
      reply.code(201);
      return converted;
    },
  });
}
