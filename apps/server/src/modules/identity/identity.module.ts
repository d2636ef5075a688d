import type { FastifyInstance } from 'fastify';
import { systemClock } from '../../platform/clock';
import type { AppDeps } from '../../platform/deps';
import { isHttps } from '../../platform/env';
import { identitySettings } from '../../platform/identity-settings';
import type { ConfigService } from '../config/config.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { createAccountsRepository } from './identity.accounts';
import { loadProviderKeys } from './identity.keys';
import { registerIdentityRoutes } from './identity.routes';
import { liveDemoAccounts } from './identity.seed';
import { createLoginLimits } from './login.limits';
import { registerLoginRoutes } from './login.routes';
import { sweepExpiredOidcRows } from './oidc.adapter';
import { mountOidcProvider } from './oidc.mount';
import { createOidcPages } from './oidc.pages';
import { createOidcProvider } from './oidc.provider';
import { createPasswordLinks, registerPasswordLinkRoutes } from './password-links';
import { parseServiceClients } from './service-clients';
import { createStaffGuard } from './staff-guard';
import { startTokenValidity, type TokenValidity } from './token-validity';
import { createTokenVerifier } from './token-verifier';
import { createUsersService } from './users.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The built-in provider's check of ended tokens; null with an external issuer. */
    staffTokenValidity: TokenValidity | null;
  }
}

/**
 * Staff and referrer identity: with no OIDC_ISSUER, the built-in provider under /oidc with local
 * accounts; with one, tokens of that issuer only and no local accounts. Either way one guard
 * (`app.staffGuard`, `requireStaff`) checks every staff and referrer call.
 */
export async function registerIdentityModule(
  app: FastifyInstance,
  deps: AppDeps,
  services: { config: ConfigService; notifications: NotificationsService },
) {
  const settings = identitySettings(deps.env);
  const accounts = createAccountsRepository(deps.db);
  const mapping = {
    roleClaim: settings.roleClaim,
    clinicClaim: settings.clinicClaim,
    roleMap: settings.roleMap,
  };
  let links: ReturnType<typeof createPasswordLinks> | undefined;
  const validity = settings.builtIn ? await startTokenValidity(deps.database, accounts, deps.log) : null;
  if (validity) app.addHook('onClose', () => validity.close());
  app.decorate('staffTokenValidity', validity);

  if (settings.builtIn) {
    if (deps.env.NODE_ENV === 'production' && deps.env.SEED_DEMO_DATA !== 'true') {
      const live = await liveDemoAccounts(deps.db);
      if (live.length) {
        throw new Error(
          `Demo staff accounts with their published passwords exist (${live.join(', ')}): disable them, or set SEED_DEMO_DATA=true`,
        );
      }
    }
    const pages = createOidcPages(services.config, settings.publicUrl);
    const provider = await createOidcProvider({
      db: deps.db,
      settings,
      accounts,
      serviceClients: parseServiceClients(deps.env.OIDC_SERVICE_CLIENTS),
      pages,
      secure: isHttps(deps.env),
    });
    const limits = createLoginLimits(deps.db, deps.clock);
    registerLoginRoutes(app, {
      provider,
      accounts,
      limits,
      pages,
      clock: deps.clock,
      spaClientId: settings.clientId,
      audience: settings.audience,
      publicOrigin: new URL(settings.publicUrl).origin,
    });
    links = createPasswordLinks(
      deps,
      { accounts, validity },
      services.notifications,
      async () => (await services.config.publicConfig()).defaultLocale,
    );
    registerPasswordLinkRoutes(app, links, pages, new URL(settings.publicUrl).origin);
    await mountOidcProvider(app, provider, settings.publicUrl, settings.webOrigins);
    // Expired provider rows and quiet sign-in counters are deleted hourly, so the tables stay small.
    const sweep = setInterval(() => {
      Promise.all([sweepExpiredOidcRows(deps.db, deps.clock.now()), limits.sweep()]).catch((error) =>
        deps.log.warn({ err: error }, 'identity sweep failed'),
      );
    }, 3_600_000);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }

  const { jwks } = settings.builtIn ? await loadProviderKeys(deps.db) : { jwks: undefined };
  const verifier = createTokenVerifier({
    issuer: settings.issuer,
    audience: settings.audience,
    mapping,
    // Token lifetimes are real time, not the business clock tests move for schedules.
    clock: systemClock,
    localKeys: jwks,
    // A person's token (its subject is an account, not the client) must still suit the account.
    accepts: validity
      ? (payload) =>
          payload.sub === payload.client_id
            ? Promise.resolve(true)
            : validity.accepts(String(payload.sub), Number(payload.valid_after ?? 0))
      : undefined,
  });
  app.decorate('staffGuard', createStaffGuard(deps, verifier));
  registerIdentityRoutes(app, settings, createUsersService(deps, { accounts, validity }, settings), links);
  return { settings, accounts, links };
}
