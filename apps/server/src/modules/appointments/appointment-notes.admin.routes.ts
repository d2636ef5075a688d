import { adminAppointmentNotesEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { routeOf } from '../../platform/route';
import type { AttachmentsService } from '../attachments/attachments.service';
import { requireAppointment } from './appointments.admin.access';
import type { AppointmentAdminRepository } from './appointments.admin.repository';
import './appointment-notes.tables';

async function notesOf(db: Db, appointmentId: number) {
  const rows = await db
    .selectFrom('appointmentNote')
    .select(['id', 'text', 'staffSubject', 'createdAt'])
    .where('appointmentId', '=', appointmentId)
    .orderBy('id')
    .execute();
  return { items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })) };
}

/**
 * Notes and attachments of an appointment (issue 14 §2): clinic staff of its clinic or an admin
 * read and add notes and open its files; each call is audited with the booking, 404 for an unknown
 * or foreign appointment alike.
 */
export function registerAppointmentNotesRoutes(
  app: FastifyInstance,
  deps: Pick<AppDeps, 'db' | 'clock'>,
  appointments: AppointmentAdminRepository,
  attachments: Pick<AttachmentsService, 'readForOwner'>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.route({
    ...routeOf(endpoints.listAppointmentNotes),
    handler: async (request) => {
      const { head } = await requireAppointment(
        request,
        appointments,
        request.params.slug,
        'appointment.notes',
      );
      return notesOf(deps.db, head.id);
    },
  });

  typed.route({
    ...routeOf(endpoints.addAppointmentNote),
    handler: async (request, reply) => {
      const { head, principal } = await requireAppointment(
        request,
        appointments,
        request.params.slug,
        'appointment.note',
      );
      await deps.db
        .insertInto('appointmentNote')
        .values({
          appointmentId: head.id,
          staffSubject: principal.subject,
          text: request.body.text,
          createdAt: deps.clock.now(),
        })
        .execute();
      reply.code(201);
      return notesOf(deps.db, head.id);
    },
  });

  typed.route({
    ...routeOf(endpoints.viewAppointmentAttachment),
    handler: async (request, reply) => {
      const { attachmentId, slug } = request.params;
      const { head } = await requireAppointment(
        request,
        appointments,
        slug,
        `appointment.attachment.${attachmentId}`,
      );
      const { attachment, data } = await attachments.readForOwner({ appointmentId: head.id }, attachmentId);
      const name = attachment.fileName.replace(/[^\w. -]/g, '_');
      return reply
        .type(attachment.contentType)
        .header('x-content-type-options', 'nosniff')
        .header('content-disposition', `inline; filename="${name}"`)
        .send(data);
    },
  });
}
