import type { InviteStaffUser, StaffRole, StaffUser, StaffUserList } from '@rb/contracts';
import { inviteStaffUser } from '@rb/contracts';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';
import type { AppDeps } from '../../platform/deps';
import { conflict, notFound } from '../../platform/errors';
import type { IdentitySettings } from '../../platform/identity-settings';
import { roleMappingOf } from '../../platform/identity-settings';
import { type AuditOrigin, createAuditService } from '../audit/audit.service';
import type { AccountsRepository, StaffAccount } from './identity.accounts';
import type { StaffPrincipal } from './identity.claims';
import { lockedAccountIds } from './login.limits';
import type { TokenValidity } from './token-validity';

/** The admin users page's calls (issue 13); every change is audited with the admin who made it. */
export function createUsersService(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  { accounts, validity }: { accounts: AccountsRepository; validity: TokenValidity | null },
  settings: IdentitySettings,
) {
  const audit = createAuditService(deps);

  const view = (account: StaffAccount, secondFactorRoles: StaffRole[], locked: Set<string>): StaffUser => ({
    id: account.id,
    username: account.username,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    organisation: account.organisation,
    roles: account.roles,
    clinicIds: account.clinicIds,
    disabled: account.disabled,
    invitationPending: account.passwordHash === null,
    secondFactorEnrolled: account.totpSecret !== null,
    secondFactorRequired: account.roles.some((role) => secondFactorRoles.includes(role)),
    signInLocked: locked.has(account.id),
  });

  async function record(
    actor: StaffPrincipal,
    action: string,
    object: string,
    origin: AuditOrigin,
    detail = {},
    trx: Db = deps.db,
  ) {
    await audit.record(trx, {
      actorKind: 'STAFF',
      actorRef: actor.subject,
      action: `users.${action}`,
      outcome: 'SUCCESS',
      origin,
      detail: { roles: actor.roles, object, ...detail },
    });
  }

  async function existing(id: string) {
    const account = await accounts.byId(id);
    if (!account) throw notFound();
    return account;
  }

  /** Ends the user's sessions, grants and refresh tokens in the provider's storage. */
  async function revokeSessions(accountId: string, trx: Db) {
    await trx.deleteFrom('oidcPayload').where(sql<string>`payload->>'accountId'`, '=', accountId).execute();
  }

  async function answer(id: string) {
    return view(await existing(id), await accounts.secondFactorRoles(), await lockedAccountIds(deps.db));
  }

  return {
    async list(): Promise<StaffUserList> {
      const roles = await accounts.secondFactorRoles();
      const locked = await lockedAccountIds(deps.db);
      return {
        localAccounts: settings.builtIn,
        users: settings.builtIn ? (await accounts.list()).map((a) => view(a, roles, locked)) : [],
        secondFactorRoles: roles,
        roleMapping: roleMappingOf(settings),
      };
    },

    async invite(actor: StaffPrincipal, input: InviteStaffUser, origin: AuditOrigin): Promise<StaffUser> {
      if (!settings.builtIn) throw notFound();
      const parsed = inviteStaffUser.parse(input);
      if (await accounts.byLogin(parsed.email)) throw conflict();
      const account = await accounts.insert({
        username: parsed.email.toLowerCase(),
        email: parsed.email,
        firstName: parsed.firstName,
        lastName: parsed.lastName,
        organisation: parsed.organisation,
        passwordHash: null,
        roles: parsed.roles,
        clinicIds: parsed.clinicIds,
      });
      await record(actor, 'invite', `user:${account.id}`, origin, { grantedRoles: parsed.roles });
      return answer(account.id);
    },

    async setAccess(
      actor: StaffPrincipal,
      id: string,
      roles: StaffRole[],
      clinicIds: number[],
      origin: AuditOrigin,
    ) {
      await existing(id);
      // The user's tokens carry the old rights: they end with the change, on every instance.
      await deps.db.transaction().execute(async (trx) => {
        await accounts.update(id, { roles: [...new Set(roles)], clinicIds: [...new Set(clinicIds)] }, trx);
        await accounts.endTokens(id, trx);
        await record(actor, 'set_access', `user:${id}`, origin, { grantedRoles: roles, clinicIds }, trx);
      });
      validity?.forget(id);
      return answer(id);
    },

    async setDisabled(actor: StaffPrincipal, id: string, disabled: boolean, origin: AuditOrigin) {
      await existing(id);
      if (disabled && id === actor.subject) throw conflict();
      await deps.db.transaction().execute(async (trx) => {
        await accounts.update(id, { disabled }, trx);
        if (disabled) {
          await accounts.endTokens(id, trx);
          await revokeSessions(id, trx);
        }
        await record(actor, disabled ? 'disable' : 'enable', `user:${id}`, origin, {}, trx);
      });
      validity?.forget(id);
      return answer(id);
    },

    async resetSecondFactor(actor: StaffPrincipal, id: string, origin: AuditOrigin) {
      await existing(id);
      await accounts.update(id, { totpSecret: null });
      await record(actor, 'reset_second_factor', `user:${id}`, origin);
      return answer(id);
    },

    async setSecondFactorRoles(actor: StaffPrincipal, roles: StaffRole[], origin: AuditOrigin) {
      await accounts.setSecondFactorRoles(roles);
      await record(actor, 'second_factor_policy', 'second_factor_policy', origin, { requiredFor: roles });
      return { roles: await accounts.secondFactorRoles() };
    },

    async passwordResetRequested(actor: StaffPrincipal, id: string, origin: AuditOrigin) {
      await existing(id);
      await record(actor, 'password_reset', `user:${id}`, origin);
    },

    existing,
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
