import { adminAppointmentEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { routeOf } from '../../platform/route';
import { requireStaff } from '../identity/staff-guard';
import { readDaySheet } from './day-sheet.admin.repository';

/** GET the day sheet of a clinic (issue 14 §1): clinic staff of that clinic or an admin. */
export function registerDaySheetRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'clock'>) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(adminAppointmentEndpoints.daySheet),
    handler: async (request) => {
      const { clinicId } = request.params;
      const { date } = request.query;
      // The sheet names patients: the read is audited with the clinic and day as its object.
      await requireStaff(
        request,
        'appointments.manage',
        { clinicId },
        { audit: { object: `day_sheet:${clinicId}:${date ?? 'today'}` } },
      );
      const sheet = await readDaySheet(deps.db, clinicId, date, deps.clock.now());
      if (!sheet) throw notFound('message.unknown_clinic');
      return sheet;
    },
  });
}
