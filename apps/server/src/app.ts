import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { KIOSK_IDENTITY_COOKIE } from '@rb/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { registerAppointmentsAdminModule } from './modules/appointments/appointments.admin.module';
import { registerBookingModules } from './modules/appointments/booking-modules';
import { scheduleAbandonedUploadPurge } from './modules/attachments/attachments.purge';
import { registerAttachmentsRoutes } from './modules/attachments/attachments.routes';
import { createAttachmentsService } from './modules/attachments/attachments.service';
import { registerAuditLogRoutes } from './modules/audit/audit.admin.routes';
import { registerBookingRequestsAdminModule } from './modules/booking-requests/booking-requests.admin.module';
import { registerCatalogAdmin } from './modules/catalog/catalog.admin.routes';
import { registerCheckInModule } from './modules/check-in/check-in.module';
import { registerConfigAdminRoutes } from './modules/config/config.admin.routes';
import { configuredSources } from './modules/config/config.content-sources';
import { createConfigRepository } from './modules/config/config.repository';
import { registerConfigRoutes } from './modules/config/config.routes';
import { appVersion, createConfigService } from './modules/config/config.service';
import { registerFhirModule } from './modules/fhir/fhir.module';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerIdentityModule } from './modules/identity/identity.module';
import { registerImagingModule } from './modules/imaging/imaging.module';
import { registerNotificationsRoutes } from './modules/notifications/notifications.routes';
import { createNotificationsService } from './modules/notifications/notifications.service';
import { startOutboxWorker } from './modules/notifications/notifications.worker';
import { createCaptcha } from './modules/patient-auth/patient-auth.captcha';
import { serverSecret } from './modules/patient-auth/patient-auth.crypto';
import { createPatientAuthModule } from './modules/patient-auth/patient-auth.module';
import { registerPatientAuthRoutes } from './modules/patient-auth/patient-auth.routes';
import { registerPatientsAdminModule } from './modules/patients/patients.admin.module';
import { registerPortalModule } from './modules/portal/portal.module';
import { registerQuestionnairesModule } from './modules/questionnaires/questionnaires.module';
import { createResultsSharingModule } from './modules/results/results-sharing.module';
import { announceScheduleChange } from './modules/scheduling/schedule-changes';
import { createScheduleTransfer } from './modules/scheduling/schedule-transfer';
import { registerSchedulingAdmin } from './modules/scheduling/scheduling.admin.routes';
import { createBlobStorage } from './platform/blob-storage';
import { type Clock, systemClock } from './platform/clock';
import { registerCompression } from './platform/compression';
import type { DatabaseHandle } from './platform/db/database';
import type { AppDeps } from './platform/deps';
import { type Env, exposesApiDocs, servesSourceMaps } from './platform/env';
import { createErrorReporter, type ErrorReporter } from './platform/error-reporting';
import { loggerOptions } from './platform/logger';
import { frameworkProblem, registerProblemHandlers } from './platform/problem';
import { postgresRateLimitStore } from './platform/rate-limit-store';
import { pageSecurityPolicy, registerSecurityHeaders } from './platform/security';
import { readSessionToken, registerPatientSessions } from './platform/session';
import { loadSharedSecret } from './platform/shared-secret';
import { registerSpa } from './platform/spa';

export interface AppOptions {
  env: Env;
  database: DatabaseHandle;
  clock?: Clock;
  /** The running server's (global) reporter; unset: the app makes its own from the environment and closes it with itself. */
  errorReporter?: ErrorReporter;
}

/** The whole application as one Fastify plugin: every module, the API docs and the SPA. */
export const appPlugin = fp<AppOptions>(async (app, options) => {
  const { database } = options;
  // Without SESSION_SECRET every instance on this database uses one stored secret, never one of
  // its own: codes, captchas, viewer tokens and signed cookies then verify on any instance.
  const env: Env = {
    ...options.env,
    SESSION_SECRET: options.env.SESSION_SECRET ?? (await loadSharedSecret(database.db)),
  };
  const errors = options.errorReporter ?? createErrorReporter(env, appVersion);
  // Last: what the app's shutdown fails with is still reported.
  if (!options.errorReporter) app.addHook('onClose', () => errors.close());
  const deps: AppDeps = {
    env,
    database,
    db: database.db,
    clock: options.clock ?? systemClock,
    log: app.log,
    errors,
  };

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerProblemHandlers(app, errors);

  registerSecurityHeaders(app, env);
  // Signed cookies (the kiosk's) need a key even in development: the same shared fallback as code
  // hashes when SESSION_SECRET is unset (production requires it).
  await app.register(cookie, { secret: serverSecret(env.SESSION_SECRET) });
  // On PostgreSQL the counters live in the database, so every instance behind a load balancer counts
  // the same requests; the embedded database serves one process, whose memory is enough.
  await app.register(rateLimit, {
    global: false,
    ...(database.kind === 'postgres' && { store: postgresRateLimitStore(database.db) }),
  });
  // Before any route: the compression hook only applies to routes registered after it.
  await registerCompression(app);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Radiology booking and patient portal API', version: '0.1.0' },
      servers: [{ url: env.PUBLIC_URL }],
    },
    transform: jsonSchemaTransform,
  });
  // The document is always built (tests and the contracts read it); it is served only when configured.
  if (exposesApiDocs(env)) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });

  registerHealthRoutes(app, deps.db);
  const notifications = createNotificationsService(deps);
  const configService = createConfigService(deps, createConfigRepository(deps.db));
  registerConfigRoutes(app, configService);
  registerConfigAdminRoutes(app, configService);
  // Staff and referrer sign-in first: every /api/admin and referrer route below asks its guard.
  await registerIdentityModule(app, deps, { config: configService, notifications });
  // One store and one attachments service for the whole app: with S3, one client and its connections.
  const blobs = createBlobStorage(env);
  const attachments = createAttachmentsService(deps, blobs);
  const resultsSharing = createResultsSharingModule(deps, {
    config: configService,
    notifications,
    blobs,
  });
  // Patient sessions first: every /api/secured route below checks them (requireBookingAccess).
  const patientAuth = createPatientAuthModule(deps, {
    config: configService,
    notifications,
    shares: resultsSharing.sharing,
  });
  registerPatientSessions(app, patientAuth.sessions.store, env);
  registerPatientAuthRoutes(app, patientAuth, env);
  registerNotificationsRoutes(app, env, notifications);
  startOutboxWorker(app, deps, notifications);
  await registerAttachmentsRoutes(app, env, attachments);
  const questionnaires = registerQuestionnairesModule(app, deps);
  const booking = registerBookingModules(app, deps, {
    // The same signed ALTCHA check as patient authentication, for bookings past their threshold.
    captcha: createCaptcha(serverSecret(env.SESSION_SECRET)),
    notifications,
    attachments,
    questionnaires: questionnaires.service,
  });
  await registerPortalModule(app, deps, {
    scheduling: booking.scheduling,
    notifications,
    attachments,
    config: configService,
  });
  resultsSharing.register(app);
  registerImagingModule(app, deps, {
    config: configService,
    notifications,
    release: resultsSharing.reports.release,
    questionnaires: questionnaires.admin,
  });
  // Staff calls of each domain (`*.admin.*`), every route behind the staff guard.
  registerBookingRequestsAdminModule(app, deps, {
    scheduling: booking.scheduling,
    catalog: booking.catalog,
    notifications,
  });
  const staffAppointments = registerAppointmentsAdminModule(app, deps, {
    scheduling: booking.scheduling,
    catalog: booking.catalog,
    notifications,
    reports: resultsSharing.reports,
    appointments: booking.appointments,
    attachments,
  });
  resultsSharing.registerAdmin(app, staffAppointments.appointments);
  // The FHIR R4 scheduling interface over the booking services and staff cancellation (issue 47).
  await registerFhirModule(app, deps, {
    catalog: booking.catalog,
    scheduling: booking.scheduling,
    appointments: booking.appointments,
    limits: booking.limits,
    cancellation: staffAppointments.service,
  });
  registerAuditLogRoutes(app, deps);
  registerPatientsAdminModule(app, deps, { notifications });
  await registerSchedulingAdmin(app, deps, {
    scheduling: booking.scheduling,
    notifications,
    catalogChanged: booking.catalog.catalogChanged,
  });
  // Catalogue changes reach slot search through the schedule's channel: one notice, every cache.
  registerCatalogAdmin(app, deps, {
    announce: announceScheduleChange,
    schedules: createScheduleTransfer(deps.db),
    changed: () => {
      booking.catalog.catalogChanged();
      booking.scheduling.scheduleChanged();
    },
  });
  const checkIn = await registerCheckInModule(app, deps, {
    patientAuth,
    attachments,
    questionnaires: questionnaires.service,
  });
  await resultsSharing.startReleaseNotices(checkIn.jobs);
  await scheduleAbandonedUploadPurge(checkIn.jobs, attachments, app.log);

  await registerSpa(app, env.WEB_DIST_DIR, {
    serveSourceMaps: servesSourceMaps(env),
    initialState: (chosenLocale) => configService.initialState(chosenLocale),
    inlineImage: (address) => configService.inlineImage(address),
    securityPolicy: (state) => pageSecurityPolicy(env, configuredSources(state.config)),
    browserHints: (request) => ({
      patientSession: readSessionToken(request) !== undefined,
      kiosk: request.cookies[KIOSK_IDENTITY_COOKIE] !== undefined,
    }),
  });
});

/** Builds a ready Fastify instance; tests and server.ts build exactly this. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(options.env),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{8,64}$/.test(incoming) ? incoming : randomUUID();
    },
    // Only configured proxies may name the client: the address is the right-most hop that is not
    // one of them. With none, X-Forwarded-For is ignored and every limit keys on the peer itself.
    trustProxy: options.env.TRUSTED_PROXIES.length > 0 ? options.env.TRUSTED_PROXIES : false,
    bodyLimit: 1_048_576,
    frameworkErrors: frameworkProblem,
  });
  await app.register(appPlugin, options);
  // Set on arrival (a plain hook, no promise per request), so errors carry it too.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  return app;
}
