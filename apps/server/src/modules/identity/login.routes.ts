import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { Clock } from '../../platform/clock';
import { crossSiteForm } from '../../platform/form-origin';
import { sendProblem } from '../../platform/problem';
import type { AccountsRepository, StaffAccount } from './identity.accounts';
import { verifyPassword } from './identity.passwords';
import { type Admission, type LoginLimits, signInSubject } from './login.limits';
import type { OidcPages } from './oidc.pages';
import { newTotpSecret, totpStep } from './totp';

interface LoginDeps {
  provider: Provider;
  accounts: AccountsRepository;
  limits: LoginLimits;
  pages: OidcPages;
  clock: Clock;
  spaClientId: string;
  audience: string;
  /** PUBLIC_URL's origin: the only page our forms are posted from. */
  publicOrigin: string;
}

/** What the password step leaves in the interaction for the second-factor step. */
interface PendingSecondFactor {
  pendingAccountId: string;
  enrolSecret?: string;
  enrolUri?: string;
}

type FormBody = Record<string, string | undefined>;

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** A client that asks for JSON rather than a page (a script, a test) gets problem+json. */
const wantsJson = (request: FastifyRequest) => {
  const accept = request.headers.accept ?? '';
  return /json/.test(accept) && !/text\/html/.test(accept);
};

/**
 * A held attempt (decision 0054): 429 with `Retry-After` and `message.sign_in_delayed`, or without
 * it and `message.sign_in_locked` at the hard lock; as the form page with the text, or problem+json.
 */
async function refuse(
  request: FastifyRequest,
  reply: FastifyReply,
  held: Exclude<Admission, { allowed: true }>,
  page: (key: string, params: Record<string, string>) => Promise<string>,
) {
  const seconds = held.retryAfterSeconds;
  const key = seconds === null ? 'message.sign_in_locked' : 'message.sign_in_delayed';
  reply.header('cache-control', 'no-store');
  if (seconds !== null) reply.header('retry-after', String(seconds));
  if (wantsJson(request))
    return sendProblem(reply, {
      status: 429,
      message: key,
      ...(seconds !== null && { params: { seconds } }),
    });
  return html(reply, 429, await page(key, { minutes: String(Math.ceil((seconds ?? 0) / 60)) }));
}

/**
 * Our own sign-in pages for the built-in provider at /oidc/interaction/{uid}: username and
 * password, then a TOTP code when the account has one or its role requires one. Forms post back
 * here; no script runs on these pages.
 */
export function registerLoginRoutes(app: FastifyInstance, deps: LoginDeps) {
  const { provider, accounts, limits, pages } = deps;

  async function details(request: FastifyRequest, reply: FastifyReply) {
    const { uid } = request.params as { uid: string };
    const found = await provider.interactionDetails(request.raw, reply.raw);
    if (found.uid !== uid) throw new Error('interaction mismatch');
    return found;
  }
  const locale = (params: Record<string, unknown>) =>
    typeof params.ui_locales === 'string' ? params.ui_locales.split(' ')[0] : undefined;
  const pending = (result: unknown) =>
    (result as PendingSecondFactor | undefined)?.pendingAccountId
      ? (result as PendingSecondFactor)
      : undefined;

  async function needsSecondFactor(account: StaffAccount) {
    if (account.totpSecret) return true;
    const required = await accounts.secondFactorRoles();
    return account.roles.some((role) => required.includes(role));
  }

  /** Our own SPA's grant (asked for again with prompt=consent): everything it may ask for. */
  async function spaGrant(grantId: string | undefined, accountId: string) {
    const grant =
      (grantId ? await provider.Grant.find(grantId) : undefined) ??
      new provider.Grant({ clientId: deps.spaClientId, accountId });
    grant.addOIDCScope('openid profile email offline_access api');
    grant.addResourceScope(deps.audience, 'api');
    return grant.save();
  }

  async function finish(request: FastifyRequest, reply: FastifyReply, accountId: string) {
    const returnTo = await provider.interactionResult(
      request.raw,
      reply.raw,
      { login: { accountId } },
      { mergeWithLastSubmission: false },
    );
    return reply.code(303).header('location', returnTo).send();
  }

  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 8192 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    // A form posted from another site (a login CSRF) is refused before anything is read or counted.
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || !crossSiteForm(request, deps.publicOrigin)) return;
      request.log.info('sign-in form posted from another site refused');
      return html(reply, 403, await pages.interactionFailed());
    });
    scope.setErrorHandler(async (error, request, reply) => {
      request.log.info({ err: (error as Error).message }, 'sign-in interaction refused');
      return html(reply, 400, await pages.interactionFailed());
    });

    scope.get('/oidc/interaction/:uid', async (request, reply) => {
      const interaction = await details(request, reply);
      const action = `/oidc/interaction/${interaction.uid}`;
      if (interaction.prompt.name === 'consent') {
        // Only our SPA reaches consent here, and its grant is made in loadExistingGrant; others are refused.
        const result =
          interaction.params.client_id === deps.spaClientId && interaction.session?.accountId
            ? { consent: { grantId: await spaGrant(interaction.grantId, interaction.session.accountId) } }
            : { error: 'access_denied', error_description: 'consent is not offered' };
        const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
          mergeWithLastSubmission: true,
        });
        return reply.code(303).header('location', returnTo).send();
      }
      const second = pending(interaction.result);
      if (second) {
        return html(
          reply,
          200,
          await pages.secondFactor(
            { action: `${action}/second-factor`, enrolKey: second.enrolSecret, enrolUri: second.enrolUri },
            locale(interaction.params),
          ),
        );
      }
      return html(reply, 200, await pages.login({ action: `${action}/login` }, locale(interaction.params)));
    });

    scope.post('/oidc/interaction/:uid/login', async (request, reply) => {
      const interaction = await details(request, reply);
      const body = (request.body ?? {}) as FormBody;
      const username = (body.username ?? '').slice(0, 254);
      const password = (body.password ?? '').slice(0, 200);
      const lang = locale(interaction.params);
      const action = `/oidc/interaction/${interaction.uid}/login`;
      const look = (error: string) => pages.login({ action, username, error }, lang);
      const held = async (key: string, params: Record<string, string>) =>
        look(await pages.text(key, lang, params));
      // Failures count on the account the name reaches (any case, username or email), else on the name.
      const account = username ? await accounts.byLogin(username) : undefined;
      const subject = signInSubject(username, account?.id);
      const admitted = await limits.admit(subject, request.ip);
      if (!admitted.allowed) return refuse(request, reply, admitted, held);
      const valid =
        (await verifyPassword(account?.passwordHash ?? null, password)) && account && !account.disabled;
      if (!valid || !account) {
        const next = await limits.recordFailure(subject, request.ip);
        if (!next.allowed) return refuse(request, reply, next, held);
        return html(reply, 401, await look(await pages.text('sign_in.invalid', lang)));
      }
      // The counters start again only once the whole sign-in (with any second factor) succeeded.
      if (!(await needsSecondFactor(account))) {
        await limits.succeeded(subject, request.ip);
        return finish(request, reply, account.id);
      }
      const enrol = account.totpSecret
        ? {}
        : (() => {
            const fresh = newTotpSecret(account.username, 'Radiology');
            return { enrolSecret: fresh.secret, enrolUri: fresh.uri };
          })();
      const stored = await provider.Interaction.find(interaction.uid);
      if (!stored) throw new Error('interaction gone');
      stored.result = { pendingAccountId: account.id, ...enrol } satisfies PendingSecondFactor;
      await stored.save(Math.max(60, (stored.exp ?? 0) - Math.floor(Date.now() / 1000)));
      return reply.code(303).header('location', `/oidc/interaction/${interaction.uid}`).send();
    });

    scope.post('/oidc/interaction/:uid/second-factor', async (request, reply) => {
      const interaction = await details(request, reply);
      const second = pending(interaction.result);
      if (!second) return reply.code(303).header('location', `/oidc/interaction/${interaction.uid}`).send();
      const lang = locale(interaction.params);
      const account = await accounts.byId(second.pendingAccountId);
      if (!account || account.disabled) throw new Error('account gone');
      const action = `/oidc/interaction/${interaction.uid}/second-factor`;
      const again = async (key: string, params: Record<string, string> = {}) =>
        pages.secondFactor(
          {
            action,
            enrolKey: second.enrolSecret,
            enrolUri: second.enrolUri,
            error: await pages.text(key, lang, params),
          },
          lang,
        );
      // A wrong code counts as a wrong password does, on the same account.
      const subject = signInSubject(account.username, account.id);
      const admitted = await limits.admit(subject, request.ip);
      if (!admitted.allowed) return refuse(request, reply, admitted, again);
      const secret = account.totpSecret ?? second.enrolSecret;
      const code = ((request.body ?? {}) as FormBody).code?.trim() ?? '';
      const step = secret ? totpStep(secret, code, deps.clock.now()) : null;
      // A right code counts once: a replayed (or concurrently sent) one fails like a wrong one.
      const spent =
        step !== null &&
        (await accounts.useTotpStep(account.id, step, account.totpSecret ? undefined : secret));
      if (!spent) {
        const next = await limits.recordFailure(subject, request.ip);
        if (!next.allowed) return refuse(request, reply, next, again);
        return html(reply, 401, await again('sign_in.code_invalid'));
      }
      await limits.succeeded(subject, request.ip);
      return finish(request, reply, account.id);
    });
  });
}
