import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { createAuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { serverSecret } from '../patient-auth/patient-auth.crypto';
import { createReferrerRepository } from '../referrer/referrer.repository';
import { registerReferrerRoutes } from '../referrer/referrer.routes';
import { createReferrerFeedback, type ReferrerFeedbackDeps } from '../referrer/referrer-feedback.service';
import { createReferrerNotice } from '../referrer/referrer-notice.service';
import type { ResultsRelease } from '../results/results.release';
import { createImageSources } from './image-sources';
import { createImagingAdminRepository } from './imaging.admin.repository';
import { registerImagingAdminRoutes } from './imaging.admin.routes';
import { createImagingAdminService } from './imaging.admin.service';
import { createImagingRepository } from './imaging.repository';
import { registerImagingRoutes } from './imaging.routes';
import { createImagingLinks } from './imaging-links.service';
import { createViewerProxy } from './viewer-proxy.service';
import { createViewerTokens } from './viewer-token';

/**
 * Referrer imaging (issue 15): imsec links, the authorising viewer proxy in front of the PACS (or the
 * demo studies), and the referrer's report-quality feedback.
 */
export function registerImagingModule(
  app: FastifyInstance,
  deps: AppDeps,
  others: {
    config: ConfigService;
    notifications: Pick<NotificationsService, 'queueEmail'>;
    release: Pick<ResultsRelease, 'onReleased'>;
    questionnaires: ReferrerFeedbackDeps['questionnaires'];
  },
) {
  const repository = createImagingRepository(deps.db);
  const audit = createAuditService(deps);
  const sources = createImageSources(deps.env);
  const tokens = createViewerTokens(serverSecret(deps.env.SESSION_SECRET));
  const links = createImagingLinks({ deps, repository, audit, sources, tokens });
  const proxy = createViewerProxy({ deps, repository, audit, sources, tokens });
  registerImagingRoutes(app, { links, proxy });
  registerImagingAdminRoutes(app, createImagingAdminService(createImagingAdminRepository(deps.db)));
  const referrers = createReferrerRepository(deps.db);
  const notice = createReferrerNotice({
    deps,
    referrers,
    imaging: repository,
    sources,
    audit,
    notifications: others.notifications,
  });
  others.release.onReleased(notice.reportReleased);
  registerReferrerRoutes(
    app,
    createReferrerFeedback({
      deps,
      config: others.config,
      links,
      repository,
      referrers,
      audit,
      questionnaires: others.questionnaires,
    }),
  );
  return { links, repository, sources };
}
