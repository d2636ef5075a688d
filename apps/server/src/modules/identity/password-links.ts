import { createHash, randomBytes } from 'node:crypto';
import type { Locale } from '@rb/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppDeps } from '../../platform/deps';
import { crossSiteForm } from '../../platform/form-origin';
import type { NotificationsService } from '../notifications/notifications.service';
import type { AccountsRepository } from './identity.accounts';
import { hashPassword, passwordAcceptable } from './identity.passwords';
import { forgetAccountFailures } from './login.limits';
import type { OidcPages } from './oidc.pages';
import type { TokenValidity } from './token-validity';
import './identity.tables';

const linkHours = { invite: 72, reset: 2 } as const;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One-time links that set a password (an invitation, or a reset an admin asked for). Only the
 * token's hash is stored; the link is 256 bits and expires; using it ends the other links.
 */
export function createPasswordLinks(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  { accounts, validity }: { accounts: AccountsRepository; validity: TokenValidity | null },
  notifications: NotificationsService,
  locale: () => Promise<Locale>,
) {
  return {
    async send(userId: string, purpose: 'invite' | 'reset'): Promise<string> {
      const account = await accounts.byId(userId);
      if (!account) throw new Error('unknown account');
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(deps.clock.now().getTime() + linkHours[purpose] * 3600_000).toISOString();
      const passwordPath = `/oidc/password/${token}`;
      const to = account.email;
      const language = await locale();
      // The link and its email commit together: no email for a link that does not exist.
      await deps.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('staffPasswordLink')
          .values({ tokenHash: digest(token), userId, purpose, expiresAt, usedAt: null })
          .execute();
        await notifications.queueEmail(trx, {
          to,
          template: purpose === 'invite' ? 'staff_invitation' : 'staff_password_reset',
          locale: language,
          referenceId: `staff-user:${userId}`,
          data: { name: account.firstName, passwordPath },
        });
      });
      const link = passwordPath;
      return link;
    },

    async valid(token: string) {
      const row = await deps.db
        .selectFrom('staffPasswordLink')
        .selectAll()
        .where('tokenHash', '=', digest(token))
        .executeTakeFirst();
      if (!row || row.usedAt || new Date(row.expiresAt).getTime() <= deps.clock.now().getTime())
        return undefined;
      return row;
    },

    async use(token: string, password: string): Promise<boolean> {
      const row = await this.valid(token);
      if (!row) return false;
      const passwordHash = await hashPassword(password);
      await deps.db.transaction().execute(async (trx) => {
        await accounts.update(row.userId, { passwordHash }, trx);
        // A new password ends what the old one signed in (a reset is often for a lost device).
        await accounts.endTokens(row.userId, trx);
        // The owner proved the account by its email: its delays and any hard lock are lifted.
        await forgetAccountFailures(trx, row.userId);
        await trx
          .updateTable('staffPasswordLink')
          .set({ usedAt: deps.clock.now().toISOString() })
          .where('userId', '=', row.userId)
          .where('usedAt', 'is', null)
          .execute();
      });
      validity?.forget(row.userId);
      return true;
    },
  };
}

export type PasswordLinks = ReturnType<typeof createPasswordLinks>;

/** The page behind the emailed link: a new password, then a note to sign in from the app. */
export function registerPasswordLinkRoutes(
  app: FastifyInstance,
  links: PasswordLinks,
  pages: OidcPages,
  publicOrigin: string,
) {
  const html = (reply: FastifyReply, status: number, body: string) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(body);
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    scope.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST' || !crossSiteForm(request, publicOrigin)) return;
      return html(reply, 403, await pages.interactionFailed());
    });
    scope.get('/oidc/password/:token', async (request, reply) => {
      const { token } = request.params as { token: string };
      if (!(await links.valid(token))) return html(reply, 404, await pages.linkInvalid());
      return html(reply, 200, await pages.setPassword({ action: `/oidc/password/${token}` }));
    });
    scope.post('/oidc/password/:token', async (request, reply) => {
      const { token } = request.params as { token: string };
      const password = ((request.body ?? {}) as Record<string, string>).password ?? '';
      if (!(await links.valid(token))) return html(reply, 404, await pages.linkInvalid());
      if (!passwordAcceptable(password)) {
        return html(
          reply,
          400,
          await pages.setPassword({
            action: `/oidc/password/${token}`,
            error: await pages.text('sign_in.password_too_weak'),
          }),
        );
      }
      await links.use(token, password);
      return html(reply, 200, await pages.setPassword({ action: '', done: true }));
    });
  });
}
