import type { FastifyInstance } from 'fastify';
import type { BookingLimits } from '../../platform/booking-limits';
import type { AppDeps } from '../../platform/deps';
import type { AppointmentsService } from '../appointments/appointments.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { SchedulingService } from '../scheduling/scheduling.service';
import { createFhirAccess } from './fhir.access';
import { createFhirBooking, type FhirCancellation } from './fhir.booking';
import { FHIR_JSON, registerFhirErrors } from './fhir.outcome';
import { registerFhirProtectedRoutes } from './fhir.protected.routes';
import { createFhirRepository } from './fhir.repository';
import { registerFhirPublicRoutes } from './fhir.routes';
import { createFhirPublicService } from './fhir.service';

/**
 * The FHIR R4 interface under /fhir (issue 47, decision 0057): its own error handler answers
 * OperationOutcome, its own parser reads application/fhir+json, and it reaches the other modules
 * only through their services.
 */
export async function registerFhirModule(
  app: FastifyInstance,
  deps: AppDeps,
  services: {
    catalog: CatalogService;
    scheduling: SchedulingService;
    appointments: AppointmentsService;
    limits: BookingLimits;
    cancellation: FhirCancellation;
  },
) {
  const base = `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/fhir`;
  const ctx = { base, tokenUrl: `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/oidc/token` };
  const repository = createFhirRepository(deps.db);
  const publicService = createFhirPublicService({
    clock: deps.clock,
    publicUrl: deps.env.PUBLIC_URL.replace(/\/$/, ''),
    repository,
    catalog: services.catalog,
    scheduling: services.scheduling,
  });
  const booking = createFhirBooking({
    clock: deps.clock,
    repository,
    publicService,
    scheduling: services.scheduling,
    appointments: services.appointments,
    cancellation: services.cancellation,
  });
  const access = createFhirAccess(deps);
  await app.register(
    async (fhir) => {
      registerFhirErrors(fhir, deps.errors);
      fhir.addContentTypeParser(
        [FHIR_JSON, 'application/json-patch+json'],
        { parseAs: 'string' },
        (_request, body, done) => {
          try {
            done(null, body === '' ? undefined : JSON.parse(body as string));
          } catch {
            done(Object.assign(new Error('body is not JSON'), { statusCode: 400, code: 'body is not JSON' }));
          }
        },
      );
      registerFhirPublicRoutes(fhir, ctx, publicService);
      registerFhirProtectedRoutes(fhir, ctx, { repository, access, booking, limits: services.limits });
    },
    { prefix: '/fhir' },
  );
}
