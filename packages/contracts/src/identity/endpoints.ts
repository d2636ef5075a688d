import { z } from 'zod';
import { endpoint } from '../common/endpoint';
import {
  currentUser,
  inviteStaffUser,
  secondFactorPolicy,
  signInSettings,
  staffUser,
  staffUserAccess,
  staffUserDisabled,
  staffUserId,
  staffUserList,
} from './identity.schemas';

/**
 * Staff and referrer identity. Every call under `/api/admin` takes `Authorization: Bearer <access
 * token>` from the OpenID Connect provider; 401 without a valid token, 403 `message.forbidden`
 * when the roles do not allow it, 404 for an unknown or foreign object.
 */
export const identityEndpoints = {
  getSignInSettings: endpoint({
    method: 'GET',
    path: '/api/config/sign-in',
    summary: 'OpenID Connect settings of the SPA (also in GET /api/config as `signIn`)',
    tags: ['identity'],
    response: signInSettings,
  }),
  getMe: endpoint({
    method: 'GET',
    path: '/api/admin/me',
    summary: 'The signed-in staff member or referrer (the authenticated check)',
    tags: ['identity', 'admin'],
    response: currentUser,
  }),
  listUsers: endpoint({
    method: 'GET',
    path: '/api/admin/users',
    summary: 'Admin: local accounts, the second-factor roles, or the role mapping of an external authority',
    tags: ['identity', 'admin'],
    response: staffUserList,
  }),
  inviteUser: endpoint({
    method: 'POST',
    path: '/api/admin/users',
    summary: 'Admin: invite a user by email; the emailed link sets the password',
    tags: ['identity', 'admin'],
    body: inviteStaffUser,
    response: staffUser,
    status: 201,
  }),
  setUserAccess: endpoint({
    method: 'PUT',
    path: '/api/admin/users/{id}/access',
    summary: 'Admin: set the roles and clinic scopes of a user',
    tags: ['identity', 'admin'],
    params: staffUserId,
    body: staffUserAccess,
    response: staffUser,
  }),
  setUserDisabled: endpoint({
    method: 'PUT',
    path: '/api/admin/users/{id}/disabled',
    summary: 'Admin: disable or enable a user; disabling ends their sessions and refresh tokens',
    tags: ['identity', 'admin'],
    params: staffUserId,
    body: staffUserDisabled,
    response: staffUser,
  }),
  resetUserPassword: endpoint({
    method: 'POST',
    path: '/api/admin/users/{id}/password-reset',
    summary: 'Admin: email the user a link to set a new password',
    tags: ['identity', 'admin'],
    params: staffUserId,
    response: z.object({ sent: z.literal(true) }),
    status: 202,
  }),
  resetUserSecondFactor: endpoint({
    method: 'POST',
    path: '/api/admin/users/{id}/second-factor-reset',
    summary: 'Admin: forget the user’s TOTP secret; they enrol again at the next sign-in',
    tags: ['identity', 'admin'],
    params: staffUserId,
    response: staffUser,
  }),
  setSecondFactorPolicy: endpoint({
    method: 'PUT',
    path: '/api/admin/users/second-factor-policy',
    summary: 'Admin: the roles whose users must sign in with a second factor (TOTP)',
    tags: ['identity', 'admin'],
    body: secondFactorPolicy,
    response: secondFactorPolicy,
  }),
};
