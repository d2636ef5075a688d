import type { AppDeps } from '../../platform/deps';
import { createAuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createCaptcha } from './patient-auth.captcha';
import { createPatientAuthCodeService } from './patient-auth.code';
import { serverSecret } from './patient-auth.crypto';
import { createLockCache } from './patient-auth.lock-cache';
import { createPatientAuthRepository } from './patient-auth.repository';
import { createPatientAuthService } from './patient-auth.service';
import type { SharedAccessPort } from './patient-auth.shared';
import { createPatientSessionService } from './patient-session.service';

/** Builds the patient-authentication services from the app's dependencies. */
export function createPatientAuthModule(
  deps: AppDeps,
  services: {
    config: ConfigService;
    notifications: Pick<NotificationsService, 'queueEmail' | 'queueSms'>;
    shares?: SharedAccessPort;
  },
) {
  const secret = serverSecret(deps.env.SESSION_SECRET);
  const sessions = createPatientSessionService(deps);
  const ctx = {
    deps,
    repository: createPatientAuthRepository(deps.db),
    sessions,
    audit: createAuditService(deps),
    config: services.config,
    notifications: services.notifications,
    captcha: createCaptcha(secret),
    secret,
    locks: createLockCache(),
    shares: services.shares,
  };
  const auth = createPatientAuthService(ctx);
  return { sessions, auth, code: createPatientAuthCodeService(ctx, auth) };
}

export type PatientAuthModule = ReturnType<typeof createPatientAuthModule>;
