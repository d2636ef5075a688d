import { catalogEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/route';
import type { CatalogService } from './catalog.service';

export function registerCatalogRoutes(server: FastifyInstance, service: CatalogService) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.route({ ...routeOf(catalogEndpoints.listRegions), handler: () => service.listRegions() });
  app.route({ ...routeOf(catalogEndpoints.listModalities), handler: () => service.listModalities() });
  app.route({
    ...routeOf(catalogEndpoints.listExams),
    handler: (request) => service.listExams(request.query),
  });
  app.route({
    ...routeOf(catalogEndpoints.getExam),
    handler: (request) => service.getExam(request.params.examSlug, request.query.locale),
  });
  app.route({ ...routeOf(catalogEndpoints.listBodyParts), handler: () => service.listBodyParts() });
  app.route({
    ...routeOf(catalogEndpoints.listClinics),
    handler: (request) => service.listClinics(request.query),
  });
  app.route({
    ...routeOf(catalogEndpoints.listMobileLocations),
    handler: (request) => service.listMobileLocations(request.query),
  });
  app.route({
    ...routeOf(catalogEndpoints.listVanStops),
    handler: (request) => service.listVanStops(request.params.clinicId, request.query.from, request.query.to),
  });
  app.route({
    ...routeOf(catalogEndpoints.listRegionClinicExams),
    handler: (request) => service.clinicExamsOfRegion(request.params.regionSlug),
  });
  app.route({
    ...routeOf(catalogEndpoints.searchPostalCodes),
    handler: (request) => service.searchPostalCodes(request.query.search),
  });
  app.route({
    ...routeOf(catalogEndpoints.postalCodeFromLocation),
    handler: async (request) => ({
      postalCodeLocation: await service.postalCodeFromLocation(request.query.lat, request.query.lng),
    }),
  });
  app.route({
    ...routeOf(catalogEndpoints.getPostalCode),
    handler: (request) => service.getPostalCode(request.params.id),
  });
}
