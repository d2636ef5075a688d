import type { AppDeps } from '../../platform/deps';
import { createAuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createCaptcha } from './patient-auth.captcha';
import { createPatientAuthCodeService } from './patient-auth.code';
import { serverSecret, tokenId } from './patient-auth.crypto';
import { createLockCache } from './patient-auth.lock-cache';
import { createPatientAuthRepository } from './patient-auth.repository';
import { createPatientAuthService } from './patient-auth.service';
import type { SharedAccessPort } from './patient-auth.shared';
import { createPatientMatchCodeService } from './patient-match.code';
import { createPatientMatchService } from './patient-match.service';
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

  /**
   * For other entry points that demand the captcha (check-in's identity check): null when the
   * solution is valid and unused (it is used up now), else the message key to answer with.
   */
  async function useCaptcha(payload: string | null | undefined): Promise<string | null> {
    if (!payload) return 'message.captcha_required';
    const now = deps.clock.now();
    const check = await ctx.captcha.check(payload, now);
    if (!check.valid || !check.challenge || !check.expiresAt) return 'message.captcha_failed';
    const { challenge, expiresAt } = check;
    const fresh = await deps.db
      .transaction()
      .execute((trx) => ctx.repository.useCaptcha(challenge, expiresAt, now, trx));
    return fresh ? null : 'message.captcha_failed';
  }

  const resendWaitSeconds = async () => (await services.config.section('application')).otpResendWaitSeconds;

  /** The booking an open code flow (its cookie token) is proving, or null; never a share's. */
  async function flowBooking(flowToken: string | undefined): Promise<string | null> {
    if (!flowToken) return null;
    const challenge = await ctx.repository.peekChallenge(tokenId(flowToken), deps.clock.now());
    return challenge && challenge.shareId === null ? challenge.bookingKey : null;
  }

  /**
   * §2/§6 a staff member viewing as the patient: a session of this browser that proves the booking
   * read-only (every change answers 403) and carries nothing this browser proved before.
   */
  async function openStaffView(bookingKey: string, previousToken: string | undefined): Promise<string> {
    const { token } = await deps.db
      .transaction()
      .execute((trx) =>
        sessions.login(
          trx,
          previousToken,
          { kind: 'APPOINTMENT', bookingKey, type: 'APPOINTMENT', shared: false, staffView: true },
          { carry: false },
        ),
      );
    return token;
  }

  return {
    sessions,
    auth,
    openStaffView,
    code: createPatientAuthCodeService(ctx, auth),
    useCaptcha,
    resendWaitSeconds,
    flowBooking,
    match: createPatientMatchService(ctx, useCaptcha),
    matchCode: createPatientMatchCodeService(ctx, auth),
  };
}

export type PatientAuthModule = ReturnType<typeof createPatientAuthModule>;
