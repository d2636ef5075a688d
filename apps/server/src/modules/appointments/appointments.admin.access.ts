import type { FastifyRequest } from 'fastify';
import { notFound } from '../../platform/errors';
import { requireStaff } from '../identity/staff-guard';
import type { AppointmentAdminRepository } from './appointments.admin.repository';

/**
 * The right on one appointment, audited with its booking; 404 for an unknown or foreign one alike.
 * Unknown slugs still need the right, so a caller without it learns nothing from 403 vs 404.
 */
export async function requireAppointment(
  request: FastifyRequest,
  appointments: Pick<AppointmentAdminRepository, 'head'>,
  slug: string,
  object: string,
) {
  await request.server.staffGuard.authenticate(request);
  const head = await appointments.head(slug);
  if (!head) {
    await requireStaff(request, 'appointments.manage');
    throw notFound();
  }
  const principal = await requireStaff(
    request,
    'appointments.manage',
    { clinicId: head.clinicId },
    { audit: { object: `${object}:${head.id}`, booking: { kind: 'APPOINTMENT', ref: head.bookingKey } } },
  );
  return { head, principal };
}
