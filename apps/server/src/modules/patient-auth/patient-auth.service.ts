import type {
  AuthenticateRequest,
  AuthenticationResult,
  AuthenticationStatus,
  BookingKind,
  OtpMethod,
  SessionScope,
} from '@rb/contracts';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { validationFailed } from '../../platform/errors';
import type { AuditOrigin, AuditService } from '../audit/audit.service';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import type { Captcha } from './patient-auth.captcha';
import { newToken, subjectOf, tokenId } from './patient-auth.crypto';
import type { LockCache } from './patient-auth.lock-cache';
import type { BookingIdentity, PatientAuthRepository } from './patient-auth.repository';
import {
  authLimits,
  bookingKindOf,
  bookingLocks,
  codeRequiredFor,
  contactNumbersMatch,
  failureWindowStart,
  isLocked,
} from './patient-auth.rules';
import { REVOKED_MESSAGE, type SharedAccessPort, sharedIdentity } from './patient-auth.shared';
import type { PatientSessionService } from './patient-session.service';

export interface PatientAuthDeps {
  deps: Pick<AppDeps, 'db' | 'clock' | 'env' | 'log'>;
  repository: PatientAuthRepository;
  sessions: PatientSessionService;
  audit: AuditService;
  config: Pick<ConfigService, 'section' | 'translations'>;
  notifications: Pick<NotificationsService, 'queueEmail' | 'queueSms'>;
  captcha: Captcha;
  /** Key of code hashes. */
  secret: string;
  locks: LockCache;
  /** Share lookups for recipients' logins (shared=true); without it a shared login never succeeds. */
  shares?: SharedAccessPort;
}

/** What an attempt is about, for the failure counters and the audit. */
export interface AttemptSubject {
  /** The booking's (or a share's) own counter: past its ceiling every attempt needs the captcha. */
  subject: string;
  /** The requester's counters on that booking (address, and flow at the code step): they lock. */
  requesters: string[];
  /**
   * The counters whose failures lock: the requester's, and for a booking request also the
   * booking's own (issue 37): it is proven by date of birth alone, with no per-booking code limit
   * behind it as an appointment has, so guesses spread over many addresses must stop too.
   */
  locking: string[];
  booking: { kind: BookingKind; ref: string } | null;
}

/** Who is trying: the client address, and at the code step the flow (browser) it proves. */
export interface Requester {
  address: string | null;
  flowId?: string;
}

/** Failures in the rolling window: the most of any requester counter, the booking's, and the most of any locking counter. */
export interface Failures {
  requester: number;
  booking: number;
  locking: number;
}

export type ParsedAuthenticateRequest = Omit<AuthenticateRequest, 'shared'> & { shared: boolean };

const result = (fields: Partial<AuthenticationResult>): AuthenticationResult => ({
  success: false,
  maxAttemptsReached: false,
  message: null,
  codeRequired: false,
  captchaRequired: false,
  ...fields,
});

export const lockedResult = () =>
  result({ maxAttemptsReached: true, message: 'message.max_attempts_reached', captchaRequired: true });

/**
 * The failure subjects of an attempt. All appointments of one booking key count together; a share
 * recipient counts on the share, never on the patient's booking; each requester counts on its own,
 * so one requester's wrong guesses lock that requester, not the patient.
 */
export function subjectFor(
  kind: BookingKind,
  bookingKey: string | null,
  typedRef: string,
  requester: Requester,
  shareId?: number | null,
): AttemptSubject {
  // An unknown identifier gets a counter of its own, so it behaves exactly like a real booking.
  const base =
    shareId != null
      ? `SHARE:${shareId}`
      : bookingKey
        ? `${kind}:${bookingKey}`
        : `${kind}:unknown:${typedRef}`;
  const subject = subjectOf(base);
  const requesters = [
    subjectOf(`${base}|address:${requester.address ?? 'unknown'}`),
    ...(requester.flowId ? [subjectOf(`${base}|flow:${requester.flowId}`)] : []),
  ];
  return {
    subject,
    requesters,
    locking: bookingLocks(kind, shareId) ? [...requesters, subject] : requesters,
    booking: bookingKey ? { kind, ref: bookingKey } : null,
  };
}

/** The captcha is due once this requester failed on the booking, or the booking is under attack. */
export const captchaDue = (failures: Failures) =>
  failures.requester > 0 || failures.booking >= authLimits.bookingCaptchaCeiling;

export const otpMethodsOf = (identity: BookingIdentity): OtpMethod[] => [
  ...(identity.patient.email ? (['EMAIL'] as const) : []),
  ...(identity.patient.contactNumber ? (['SMS'] as const) : []),
];

/** §4 date-of-birth step, session status, logout and captcha. The code step is in patient-auth.code.ts. */
export function createPatientAuthService(ctx: PatientAuthDeps) {
  const { deps, repository, audit } = ctx;

  /** Role-specific texts (§6): the `role.<role>.*` keys of the locale, with the prefix taken off. */
  async function roleTranslations(role: 'patient' | 'shared', lang: string | null | undefined) {
    const texts = await ctx.config.translations(lang ?? undefined);
    const prefix = `role.${role}.`;
    const entries = Object.entries(texts)
      .filter(([key]) => key.startsWith(prefix))
      .map(([key, text]) => [key.slice(prefix.length), text]);
    return entries.length ? JSON.stringify(Object.fromEntries(entries)) : null;
  }

  /**
   * Failures of the requester and of the booking in the rolling hour, with their counters locked
   * (in one order, so two attempts cannot deadlock) against parallel attempts passing the limit.
   */
  async function failuresOf(trx: Db, who: AttemptSubject): Promise<Failures> {
    for (const subject of [who.subject, ...who.requesters].sort()) await repository.lockSubject(subject, trx);
    const since = failureWindowStart(deps.clock.now());
    const counts = await Promise.all(
      who.requesters.map((subject) => repository.countFailuresSince(subject, since, trx)),
    );
    const requester = Math.max(0, ...counts);
    const booking = await repository.countFailuresSince(who.subject, since, trx);
    return {
      requester,
      booking,
      locking: who.locking.includes(who.subject) ? Math.max(requester, booking) : requester,
    };
  }

  /** Remembers when a lock found in the database ends, for the cheap path below. */
  async function noteLock(trx: Db, who: AttemptSubject) {
    for (const subject of who.locking) {
      const until = await repository.lockEndsAt(
        subject,
        authLimits.maxFailuresPerWindow,
        authLimits.failureWindowMs,
        trx,
      );
      if (until) ctx.locks.remember(subject, until);
    }
  }

  /** Counts a failure on the booking and on each requester counter; answers the new locking count. */
  async function fail(
    trx: Db,
    who: AttemptSubject,
    failures: Failures,
    action: string,
    origin: AuditOrigin,
    detail?: Record<string, unknown>,
  ) {
    const now = deps.clock.now();
    for (const subject of [who.subject, ...who.requesters]) await repository.addFailure(subject, now, trx);
    await audit.record(trx, {
      actorKind: 'ANONYMOUS',
      booking: who.booking,
      action,
      outcome: 'FAILURE',
      origin,
      detail,
    });
    if (isLocked(failures.locking + 1)) await noteLock(trx, who);
    return failures.locking + 1;
  }

  /** An attempt by a requester (or on a booking request) known to be locked: audited and refused without a transaction. */
  async function refusedWhileLocked(
    who: AttemptSubject,
    action: string,
    origin: AuditOrigin,
  ): Promise<boolean> {
    const now = deps.clock.now();
    if (!who.locking.some((subject) => ctx.locks.isLocked(subject, now))) return false;
    await audit.record(deps.db, {
      actorKind: 'ANONYMOUS',
      booking: who.booking,
      action,
      outcome: 'LOCKED',
      origin,
    });
    return true;
  }

  /** The locked answer inside a transaction that found the lock in the database. */
  async function lockedInTransaction(trx: Db, who: AttemptSubject, action: string, origin: AuditOrigin) {
    await audit.record(trx, {
      actorKind: 'ANONYMOUS',
      booking: who.booking,
      action,
      outcome: 'LOCKED',
      origin,
    });
    await noteLock(trx, who);
    return lockedResult();
  }

  /** Checks (and uses up) the captcha when one is required; returns the answer to give when it fails. */
  async function captchaGate(
    trx: Db,
    payload: string | null | undefined,
    who: AttemptSubject,
    origin: AuditOrigin,
  ) {
    const reject = async (outcome: string, message: string) => {
      await audit.record(trx, {
        actorKind: 'ANONYMOUS',
        booking: who.booking,
        action: 'patient_auth.dob',
        outcome,
        origin,
      });
      return result({ message, captchaRequired: true });
    };
    if (!payload) return reject('CAPTCHA_REQUIRED', 'message.captcha_required');
    const now = deps.clock.now();
    const check = await ctx.captcha.check(payload, now);
    if (!check.valid || !check.challenge || !check.expiresAt)
      return reject('CAPTCHA_FAILED', 'message.captcha_failed');
    const fresh = await repository.useCaptcha(check.challenge, check.expiresAt, now, trx);
    return fresh ? null : reject('CAPTCHA_FAILED', 'message.captcha_failed');
  }

  /** A proven booking becomes part of the session (new token, old scopes kept). */
  async function login(trx: Db, previousToken: string | undefined, scope: SessionScope, origin: AuditOrigin) {
    const { token, session } = await ctx.sessions.login(trx, previousToken, scope);
    await audit.record(trx, {
      actorKind: 'PATIENT',
      actorRef: session.id.slice(0, 16),
      booking: { kind: scope.kind, ref: scope.bookingKey },
      action: 'patient_auth.login',
      outcome: 'SUCCESS',
      origin,
      detail: { type: scope.type, shared: scope.shared },
    });
    return token;
  }

  /** GET /api/authentication: 200 either way; the provider's switches come along for the modal. */
  async function status(sessionToken: string | undefined): Promise<AuthenticationStatus> {
    const [session, settings] = await Promise.all([
      ctx.sessions.load(sessionToken),
      repository.readSettings(),
    ]);
    return {
      authenticated: Boolean(session && session.scopes.length > 0),
      scopes: session?.scopes ?? [],
      expiresAt: session?.expiresAt.toISOString() ?? null,
      idleExpiresAt: session?.idleExpiresAt.toISOString() ?? null,
      contactNumberAuthEnabled: settings.contactNumberAuthEnabled,
      captchaAlwaysRequired: settings.captchaAlwaysRequired,
    };
  }

  return {
    roleTranslations,
    failuresOf,
    fail,
    login,
    refusedWhileLocked,
    lockedInTransaction,

    /**
     * §4 date-of-birth step. Unknown booking and wrong date of birth answer the same message and
     * do the same work; after 10 failures in an hour every answer to that requester (address) is
     * maxAttemptsReached, while others may still sign in with the captcha.
     */
    async authenticate(
      input: ParsedAuthenticateRequest,
      context: { origin: AuditOrigin; sessionToken: string | undefined },
    ): Promise<{ result: AuthenticationResult; flowToken?: string; sessionToken?: string }> {
      const settings = await repository.readSettings();
      if (settings.contactNumberAuthEnabled && !input.contactNumber) {
        throw validationFailed([{ field: 'body.contactNumber', message: 'message.field_required' }]);
      }
      const kind = bookingKindOf(input.type);
      // A recipient's link carries the share key where the booking key would be; only results are shared.
      const share =
        input.shared && input.type === 'APPOINTMENT_RESULTS'
          ? ((await ctx.shares?.findForRecipient(input.bookingKey)) ?? null)
          : null;
      const identity = input.shared
        ? share && sharedIdentity(share)
        : await repository.findBooking(kind, input);
      const who = subjectFor(
        kind,
        identity?.bookingKey ?? null,
        `${input.bookingKey ?? ''}|${input.slug ?? ''}`,
        { address: context.origin.ip },
        share?.shareId,
      );
      const action = 'patient_auth.dob';
      if (await refusedWhileLocked(who, action, context.origin)) return { result: lockedResult() };
      if (share?.revoked) {
        await audit.record(deps.db, {
          actorKind: 'ANONYMOUS',
          booking: who.booking,
          action,
          outcome: 'REVOKED',
          origin: context.origin,
          detail: { shareId: share.shareId },
        });
        return { result: result({ revoked: true, message: REVOKED_MESSAGE }) };
      }

      const answer = await deps.db.transaction().execute(async (trx) => {
        const failures = await failuresOf(trx, who);
        if (isLocked(failures.locking))
          return { result: await lockedInTransaction(trx, who, action, context.origin) };
        if (settings.captchaAlwaysRequired || captchaDue(failures)) {
          const rejected = await captchaGate(trx, input.captcha, who, context.origin);
          if (rejected) return { result: rejected };
        }
        const dobMatches = identity?.patient.dateOfBirth === input.dateOfBirth;
        // A recipient does not know the patient's number; the code goes to their own contact instead.
        const contactMatches =
          !settings.contactNumberAuthEnabled ||
          Boolean(share) ||
          contactNumbersMatch(input.contactNumber, identity?.patient.contactNumber);
        if (!identity || !dobMatches || !contactMatches) {
          const now = await fail(trx, who, failures, action, context.origin);
          return {
            result: result({
              maxAttemptsReached: isLocked(now),
              message: isLocked(now) ? 'message.max_attempts_reached' : 'message.authentication_error',
              captchaRequired: true,
            }),
          };
        }
        await audit.record(trx, {
          actorKind: 'ANONYMOUS',
          booking: who.booking,
          action,
          outcome: 'SUCCESS',
          origin: context.origin,
          detail: { type: input.type },
        });
        const scope: SessionScope = {
          kind,
          bookingKey: identity.bookingKey,
          type: input.type,
          shared: input.shared,
          ...(share ? { shareId: share.shareId } : {}),
        };
        if (!codeRequiredFor(input.type)) {
          const sessionToken = await login(trx, context.sessionToken, scope, context.origin);
          return { result: result({ success: true }), sessionToken };
        }
        const flowToken = newToken();
        const now = deps.clock.now();
        await repository.createChallenge(
          {
            id: tokenId(flowToken),
            bookingKind: kind,
            bookingKey: identity.bookingKey,
            authType: input.type,
            shared: input.shared,
            shareId: share?.shareId ?? null,
            createdAt: now,
            flowExpiresAt: new Date(now.getTime() + authLimits.flowTtlMs),
          },
          trx,
        );
        return {
          result: result({ success: true, codeRequired: true, otpMethods: otpMethodsOf(identity) }),
          flowToken,
        };
      });
      // Read outside the transaction: the embedded database has one connection.
      if (answer.sessionToken) {
        answer.result.roleTranslations = await roleTranslations(
          input.shared ? 'shared' : 'patient',
          input.lang,
        );
      }
      return answer;
    },

    status,

    async logout(sessionToken: string | undefined, origin: AuditOrigin): Promise<AuthenticationStatus> {
      const session = await ctx.sessions.load(sessionToken);
      await deps.db.transaction().execute(async (trx) => {
        if (session) {
          await ctx.sessions.logout(session.id, trx);
          for (const scope of session.scopes) {
            await audit.record(trx, {
              actorKind: 'PATIENT',
              actorRef: session.id.slice(0, 16),
              booking: { kind: scope.kind, ref: scope.bookingKey },
              action: 'patient_auth.logout',
              outcome: 'SUCCESS',
              origin,
            });
          }
        }
      });
      return status(undefined);
    },

    captchaChallenge: () => ctx.captcha.challenge(deps.clock.now()),

    /** Tells the widget whether its solution is good; only authenticate uses a solution up. */
    async verifyCaptcha(token: string) {
      const check = await ctx.captcha.check(token, deps.clock.now());
      return { verified: check.valid };
    },
  };
}

export type PatientAuthService = ReturnType<typeof createPatientAuthService>;
