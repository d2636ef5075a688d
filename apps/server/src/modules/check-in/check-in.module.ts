import { checkInEndpoints } from '@rb/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps';
import { startJobQueue } from '../../platform/jobs';
import { routeOf } from '../../platform/route';
import type { AttachmentsService } from '../attachments/attachments.service';
import { requireStaff } from '../identity/staff-guard';
import { startKioskEvents } from '../kiosk/kiosk.events';
import { createKioskRepository } from '../kiosk/kiosk.repository';
import { registerKioskRoutes } from '../kiosk/kiosk.routes';
import { createKioskService } from '../kiosk/kiosk.service';
import type { PatientAuthModule } from '../patient-auth/patient-auth.module';
import type { QuestionnairesService } from '../questionnaires/questionnaires.service';
import { createDemoAppointments } from './check-in.demo.repository';
import { createCheckInIdentity } from './check-in.identity';
import { registerCheckInJobs } from './check-in.jobs';
import { createCheckInRepository } from './check-in.repository';
import { createDemoRisAdapter, type RisAdapter } from './check-in.ris';
import { registerCheckInRoutes } from './check-in.routes';
import { createCheckInService } from './check-in.service';
import { registerClinicSettingRoutes } from './check-in.setting.routes';

/**
 * Digital check-in and kiosks: starts the job queue (pg-boss) and the kiosk-mode listener with the
 * app and stops both when it closes. `ris` replaces the demo RIS adapter (a real integration).
 */
export async function registerCheckInModule(
  app: FastifyInstance,
  deps: AppDeps,
  services: {
    patientAuth: PatientAuthModule;
    attachments: AttachmentsService;
    questionnaires: QuestionnairesService;
    ris?: RisAdapter;
  },
) {
  const jobs = await startJobQueue(deps.database, deps.log, deps.errors);
  const events = await startKioskEvents(deps.database, deps.log);
  app.addHook('onClose', async () => {
    // The database may already be gone (closed first, or lost): closing must still finish.
    const results = await Promise.allSettled([jobs.stop(), events.close()]);
    for (const result of results)
      if (result.status === 'rejected')
        deps.log.warn({ err: result.reason }, 'check-in shutdown step failed');
  });

  const repository = createCheckInRepository(deps.db);
  const ris =
    services.ris ??
    createDemoRisAdapter({
      delayMs: deps.env.CHECK_IN_JOB_DELAY_MS,
      clinicBehaviour: (clinicId) => repository.clinicSetting(clinicId),
    });
  await registerCheckInJobs(deps, jobs, repository, ris);

  const kiosks = createKioskService(deps, createKioskRepository(deps.db));
  registerKioskRoutes(app, deps.env, kiosks, events);
  const service = createCheckInService(deps, {
    repository,
    jobs,
    attachments: services.attachments,
    questionnaires: services.questionnaires,
  });
  registerCheckInRoutes(
    app,
    service,
    createCheckInIdentity(deps, deps.env, service, services.patientAuth, kiosks),
  );
  const demo = createDemoAppointments(deps);
  app.withTypeProvider<ZodTypeProvider>().route({
    ...routeOf(checkInEndpoints.adminDemoAppointment),
    handler: async (request, reply) => {
      // Creates a patient's appointment: clinic-scoped and audited.
      await requireStaff(
        request,
        'appointments.manage',
        { clinicId: request.body.clinicId },
        {
          audit: { object: `demo appointment at clinic ${request.body.clinicId}` },
        },
      );
      return reply.code(201).send(await demo.create(request.body));
    },
  });
  registerClinicSettingRoutes(app, deps, repository);
  // The job queue is the app's: other modules run their background jobs on it too.
  return { service, kiosks, jobs };
}
