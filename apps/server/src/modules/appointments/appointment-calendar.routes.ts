import { appointmentEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import type { AppointmentCalendar } from './appointment-calendar.service';

/** Issue 46: the booking's .ics, for whoever holds its key (as its confirmation page is). */
export function registerAppointmentCalendarRoutes(server: FastifyInstance, calendar: AppointmentCalendar) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({
    ...routeOf(appointmentEndpoints.appointmentCalendar),
    handler: async (request, reply) => {
      const file = await calendar.download(request.params.bookingKey, {
        ip: request.ip ?? null,
        requestId: String(request.id),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="appointment.ics"')
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  });
}
