import { adminStaffBookingEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { notFound, validationFailed } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { createAuditService } from '../audit/audit.service';
import type { StaffPrincipal } from '../identity/identity.claims';
import { requireStaff } from '../identity/staff-guard';
import { clinicFilterOf } from '../patients/patients.admin.scope';
import type { SchedulingService } from '../scheduling/scheduling.service';
import type { AppointmentsService } from './appointments.service';
import type { StaffBookingRepository } from './staff-booking.admin.repository';

/** Every clinic a call names must be the caller's (404 otherwise, like any foreign object). */
async function requireClinics(request: FastifyRequest, clinicIds: number[]) {
  let principal: StaffPrincipal | undefined;
  for (const clinicId of new Set(clinicIds)) {
    principal = await requireStaff(request, 'appointments.manage', { clinicId });
  }
  return principal as StaffPrincipal;
}

/**
 * Booking on a caller's behalf (issue 14 §3): free slots as staff see them (enquiry-only exams too),
 * a minimal patient find, and the booking itself through the patients' own booking service.
 */
export function registerStaffBookingRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  repository: StaffBookingRepository,
  collaborators: { scheduling: SchedulingService; appointments: AppointmentsService },
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const audit = createAuditService(deps);

  typed.route({
    ...routeOf(endpoints.staffSlots),
    handler: async (request) => {
      await requireClinics(request, request.body.clinicIds);
      return collaborators.scheduling.clinicAppointments(request.body, { allowEnquiryOnly: true });
    },
  });

  typed.route({
    ...routeOf(endpoints.lookupPatients),
    handler: async (request) => {
      const principal = await requireStaff(request, 'appointments.manage', undefined, {
        audit: { object: 'patients:lookup' },
      });
      return { items: await repository.lookup(clinicFilterOf(principal), request.query.search) };
    },
  });

  typed.route({
    ...routeOf(endpoints.bookForPatient),
    handler: async (request, reply) => {
      const body = request.body;
      const principal = await requireClinics(
        request,
        body.items.map((item) => item.clinicId),
      );
      const hasId = body.patientId != null;
      if (hasId === (body.patient != null)) {
        throw validationFailed([{ field: 'patient', message: 'message.field_required' }]);
      }
      const patient = hasId
        ? await repository.details(clinicFilterOf(principal), body.patientId as number)
        : body.patient;
      if (!patient) throw notFound();
      const visit = await collaborators.appointments.bookForPatient({
        items: body.items,
        bookingKey: body.bookingKey ?? null,
        patient,
        notes: body.notes ?? null,
        locale: body.locale ?? null,
        staff: {
          pending: body.pending,
          patientId: hasId ? (body.patientId as number) : null,
          onBooked: (trx, booked) =>
            audit.record(trx, {
              actorKind: 'STAFF',
              actorRef: principal.subject,
              booking: { kind: 'APPOINTMENT', ref: booked.bookingKey },
              action: 'staff.appointments.manage',
              outcome: 'SUCCESS',
              origin: { ip: request.ip ?? null, requestId: request.id },
              detail: {
                roles: principal.roles,
                object: `appointment.staff_booking:${booked.appointments[0]?.id}`,
                pending: body.pending,
                existingPatient: hasId,
              },
            }),
        },
      });
      reply.code(201);
      return visit;
    },
  });
}
