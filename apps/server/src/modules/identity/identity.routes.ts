import { identityEndpoints as endpoints } from '@rb/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../platform/errors';
import { type IdentitySettings, signInSettingsOf } from '../../platform/identity-settings';
import { routeOf } from '../../platform/route';
import { allowedActions } from './identity.policy';
import type { PasswordLinks } from './password-links';
import { requireStaff } from './staff-guard';
import type { UsersService } from './users.service';

const originOf = (request: FastifyRequest) => ({ ip: request.ip ?? null, requestId: request.id });

/** The sign-in settings, the authenticated check (`me`) and the admin users calls. */
export function registerIdentityRoutes(
  server: FastifyInstance,
  settings: IdentitySettings,
  users: UsersService,
  links: PasswordLinks | undefined,
) {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const signIn = signInSettingsOf(settings);

  app.route({ ...routeOf(endpoints.getSignInSettings), handler: async () => signIn });

  app.route({
    ...routeOf(endpoints.getMe),
    handler: async (request, reply) => {
      const me = await requireStaff(request, 'me.read');
      reply.header('cache-control', 'no-store');
      return {
        subject: me.subject,
        username: me.username,
        name: me.name,
        firstName: me.firstName,
        lastName: me.lastName,
        email: me.email,
        organisation: me.organisation,
        roles: me.roles,
        clinicIds: me.clinicIds,
        allowedActions: allowedActions(me),
      };
    },
  });

  app.route({
    ...routeOf(endpoints.listUsers),
    handler: async (request, reply) => {
      await requireStaff(request, 'users.manage');
      reply.header('cache-control', 'no-store');
      return users.list();
    },
  });

  app.route({
    ...routeOf(endpoints.inviteUser),
    handler: async (request, reply) => {
      const actor = await requireStaff(request, 'users.manage');
      const user = await users.invite(actor, request.body, originOf(request));
      await links?.send(user.id, 'invite');
      return reply.code(201).send(user);
    },
  });

  app.route({
    ...routeOf(endpoints.setUserAccess),
    handler: async (request) => {
      const actor = await requireStaff(request, 'users.manage');
      const { roles, clinicIds = [] } = request.body;
      return users.setAccess(actor, request.params.id, roles, clinicIds, originOf(request));
    },
  });

  app.route({
    ...routeOf(endpoints.setUserDisabled),
    handler: async (request) => {
      const actor = await requireStaff(request, 'users.manage');
      return users.setDisabled(actor, request.params.id, request.body.disabled, originOf(request));
    },
  });

  app.route({
    ...routeOf(endpoints.resetUserPassword),
    handler: async (request, reply) => {
      const actor = await requireStaff(request, 'users.manage');
      if (!links) throw notFound();
      await users.passwordResetRequested(actor, request.params.id, originOf(request));
      await links.send(request.params.id, 'reset');
      return reply.code(202).send({ sent: true as const });
    },
  });

  app.route({
    ...routeOf(endpoints.resetUserSecondFactor),
    handler: async (request) => {
      const actor = await requireStaff(request, 'users.manage');
      return users.resetSecondFactor(actor, request.params.id, originOf(request));
    },
  });

  app.route({
    ...routeOf(endpoints.setSecondFactorPolicy),
    handler: async (request) => {
      const actor = await requireStaff(request, 'users.manage');
      return users.setSecondFactorRoles(actor, request.body.roles, originOf(request));
    },
  });
}
