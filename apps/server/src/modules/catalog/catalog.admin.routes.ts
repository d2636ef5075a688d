import { catalogAdminEndpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { routeOf } from '../../platform/route';
import { createAuditService } from '../audit/audit.service';
import type { PolicyAction } from '../identity/identity.policy';
import { requireStaff } from '../identity/staff-guard';
import { overlayCsv, reportByRow, sectionToCsv } from './catalog.admin.csv-sections';
import { exportCatalog, type ScheduleTransferPort } from './catalog.admin.export';
import { createCatalogImport } from './catalog.admin.import';
import { createCatalogAdminRepository } from './catalog.admin.repository';
import { type CatalogActor, createCatalogAdminService } from './catalog.admin.service';
import { createCatalogTransferRepository } from './catalog.admin.transfer.repository';
import { createCatalogWrite } from './catalog.admin.write';
import { createVanStopsAdminService } from './van-stops.admin.service';

/**
 * The catalogue's staff calls (issue 39): the admin's (`catalog.manage`), except the clinic list,
 * which clinic staff read for their own clinics (`schedules.read`) to open their schedules.
 */
export function registerCatalogAdmin(
  server: FastifyInstance,
  deps: AppDeps,
  collaborators: {
    announce: (trx: Db, clinicId: number | null) => Promise<void>;
    changed: () => void;
    schedules: ScheduleTransferPort;
  },
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const repository = createCatalogAdminRepository();
  const audit = createAuditService(deps);
  const service = createCatalogAdminService(deps, { repository, audit, ...collaborators });
  const vanStops = createVanStopsAdminService(deps, createCatalogWrite(deps, { audit, ...collaborators }));
  const transferParts = {
    admin: repository,
    transfer: createCatalogTransferRepository(),
    schedules: collaborators.schedules,
  };
  const importCatalog = createCatalogImport(deps, { ...transferParts, ...collaborators, service, audit });

  async function actor(
    request: FastifyRequest,
    action: PolicyAction = 'catalog.manage',
  ): Promise<CatalogActor> {
    const principal = await requireStaff(request, action);
    return {
      subject: principal.subject,
      roles: principal.roles,
      origin: { ip: request.ip ?? null, requestId: request.id },
    };
  }

  app.route({
    ...routeOf(catalogAdminEndpoints.getCatalog),
    handler: async (request) => {
      await actor(request);
      return service.readCatalog();
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.exportCatalog),
    handler: async (request, reply) => {
      await actor(request);
      const file = await exportCatalog(deps.db, transferParts);
      return reply.header('content-disposition', 'attachment; filename="catalogue.json"').send(file);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.importCatalog),
    // A whole provider's file, postal codes included.
    bodyLimit: 50 * 1024 * 1024,
    handler: async (request) =>
      importCatalog(await actor(request), request.body, request.query.dryRun === 'true'),
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.exportCatalogCsv),
    handler: async (request, reply) => {
      await actor(request);
      const { section } = request.query;
      const csv = sectionToCsv(section, await exportCatalog(deps.db, transferParts));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${section}.csv"`)
        .send(csv);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.importCatalogCsv),
    bodyLimit: 6 * 1024 * 1024,
    handler: async (request) => {
      const who = await actor(request);
      const { section, dryRun } = request.query;
      // The sheet is laid over the catalogue as it is now, then imported as a whole file would be.
      const overlay = overlayCsv(section, request.body.csv, await exportCatalog(deps.db, transferParts));
      const report = await importCatalog(
        who,
        overlay.file as unknown as Record<string, unknown>,
        dryRun === 'true' || overlay.errors.length > 0,
      );
      return reportByRow(section, overlay, report);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.listStaffClinics),
    handler: async (request) => {
      const principal = await requireStaff(request, 'schedules.read');
      return service.staffClinics(principal.roles.includes('admin') ? null : principal.clinicIds);
    },
  });
  /** A van's stops: the admin's, and its own clinic's staff (another clinic's is 404 to them). */
  const vanActor = (request: FastifyRequest, clinicId: number): Promise<CatalogActor> =>
    requireStaff(request, 'catalog.van_stops', { clinicId }).then((principal) => ({
      subject: principal.subject,
      roles: principal.roles,
      origin: { ip: request.ip ?? null, requestId: request.id },
    }));
  app.route({
    ...routeOf(catalogAdminEndpoints.listVanStops),
    handler: async (request) => {
      await vanActor(request, request.params.clinicId);
      return vanStops.vanStops(request.params.clinicId);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.saveVanStop),
    handler: async (request) => {
      const { clinicId, date } = request.params;
      return vanStops.saveVanStop(await vanActor(request, clinicId), clinicId, date, request.body);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.removeVanStop),
    handler: async (request) => {
      const { clinicId, date } = request.params;
      await vanStops.removeVanStop(await vanActor(request, clinicId), clinicId, date);
      return vanStops.vanStops(clinicId);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.createRegion),
    handler: async (request, reply) => {
      const region = await service.createRegion(await actor(request), request.body);
      return reply.code(201).send(region);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.updateRegion),
    handler: async (request) => service.updateRegion(await actor(request), request.params.id, request.body),
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.importPostalCodes),
    handler: async (request) => service.importPostalCodes(await actor(request), request.body),
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.createClinic),
    handler: async (request, reply) => {
      const clinic = await service.createClinic(await actor(request), request.body);
      return reply.code(201).send(clinic);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.updateClinic),
    handler: async (request) =>
      service.updateClinic(await actor(request), request.params.clinicId, request.body),
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.archiveClinic),
    handler: async (request) =>
      service.setArchived(await actor(request), request.params.clinicId, request.body.archived),
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.createDevice),
    handler: async (request, reply) => {
      const device = await service.createDevice(await actor(request), request.params.clinicId, request.body);
      return reply.code(201).send(device);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.updateDevice),
    handler: async (request) =>
      service.updateDevice(
        await actor(request),
        request.params.clinicId,
        request.params.deviceId,
        request.body,
      ),
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.createExam),
    handler: async (request, reply) => {
      const exam = await service.createExam(await actor(request), request.body);
      return reply.code(201).send(exam);
    },
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.orderExams),
    handler: async (request) => service.orderExams(await actor(request), request.body),
  });
  app.route({
    ...routeOf(catalogAdminEndpoints.updateExam),
    handler: async (request) => service.updateExam(await actor(request), request.params.id, request.body),
  });
}
