import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { createAuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import { serverSecret } from '../patient-auth/patient-auth.crypto';
import { registerReferrerRoutes } from '../referrer/referrer.routes';
import { createReferrerFeedback } from '../referrer/referrer-feedback.service';
import { createImageSources } from './image-sources';
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
  others: { config: ConfigService },
) {
  const repository = createImagingRepository(deps.db);
  const audit = createAuditService(deps);
  const sources = createImageSources(deps.env);
  const tokens = createViewerTokens(serverSecret(deps.env.SESSION_SECRET));
  const links = createImagingLinks({ deps, repository, audit, sources, tokens });
  const proxy = createViewerProxy({ deps, repository, audit, sources, tokens });
  registerImagingRoutes(app, { links, proxy });
  registerReferrerRoutes(
    app,
    createReferrerFeedback({ deps, config: others.config, links, repository, audit }),
  );
  return { links, repository, sources };
}
