import { z } from 'zod';
import { text } from '../common/text';

/**
 * Staff and referrer roles (issue 13). A user may hold several; `clinic_staff` is scoped to clinics,
 * `referrer` to the referrals they made.
 */
export const staffRoles = ['admin', 'clinic_staff', 'radiologist', 'referrer'] as const;
export const staffRole = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRole>;

/**
 * What the SPA needs to sign staff and referrers in with oidc-client-ts: a public client with
 * authorization code + PKCE; no secret ever reaches the browser. `authority` is the issuer URL
 * (the built-in `<PUBLIC_URL>/oidc` or an external one); the redirect URIs are absolute.
 */
export const signInSettings = z.object({
  authority: text(),
  clientId: text(),
  /** Where the provider sends the browser back after a redirect sign-in. */
  redirectUri: text(),
  /** Where a popup sign-in (image viewer access page, §2) lands. */
  popupRedirectUri: text(),
  /** Where the provider sends the browser after sign-out. */
  postLogoutRedirectUri: text(),
  /** Space-separated scopes to ask for; `offline_access` gives a refresh token for silent renew. */
  scope: text(),
  /** The API audience (resource indicator) access tokens are issued for. */
  resource: text().nullable(),
  /** False with an external authority: the users page then shows the role mapping instead. */
  localAccounts: z.boolean(),
});
export type SignInSettings = z.infer<typeof signInSettings>;

/** The signed-in staff member or referrer, as the API sees the bearer token. */
export const currentUser = z.object({
  subject: text(),
  username: text(),
  /** Full display name; the §2 user menu shows firstName + lastName when there is no organisation. */
  name: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  email: text().nullable(),
  organisation: text().nullable(),
  roles: z.array(staffRole),
  /** Clinics a `clinic_staff` user works in; empty for other roles. */
  clinicIds: z.array(z.number().int()),
  /** Actions the roles allow, for the admin home (`users.manage`, `config.write`, …). */
  allowedActions: z.array(text()),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** One local account as the admin users page lists it. */
export const staffUser = z.object({
  id: text(),
  username: text(),
  email: text(),
  firstName: text().nullable(),
  lastName: text().nullable(),
  organisation: text().nullable(),
  roles: z.array(staffRole),
  clinicIds: z.array(z.number().int()),
  disabled: z.boolean(),
  /** True until the invited user has set a password through the emailed link. */
  invitationPending: z.boolean(),
  secondFactorEnrolled: z.boolean(),
  /** True when one of the user's roles requires the second factor. */
  secondFactorRequired: z.boolean(),
  /** 100 consecutive failed sign-ins locked the account; a new password set through a reset link lifts it. */
  signInLocked: z.boolean(),
});
export type StaffUser = z.infer<typeof staffUser>;

/** With an external authority: which claim carries the roles and how its values map to ours. */
export const roleMapping = z.object({
  issuer: text(),
  claim: text(),
  map: z.record(text(), staffRole),
});
export type RoleMapping = z.infer<typeof roleMapping>;

export const staffUserList = z.object({
  localAccounts: z.boolean(),
  users: z.array(staffUser),
  /** Roles whose users must sign in with a second factor (TOTP). */
  secondFactorRoles: z.array(staffRole),
  roleMapping: roleMapping.nullable(),
});
export type StaffUserList = z.infer<typeof staffUserList>;

export const inviteStaffUser = z.object({
  email: z.email().max(254),
  firstName: text().trim().min(1).max(100).nullable().default(null),
  lastName: text().trim().min(1).max(100).nullable().default(null),
  organisation: text().trim().min(1).max(200).nullable().default(null),
  roles: z.array(staffRole).min(1),
  clinicIds: z.array(z.number().int().positive()).default([]),
});
export type InviteStaffUser = z.input<typeof inviteStaffUser>;

export const staffUserAccess = z.object({
  roles: z.array(staffRole).min(1),
  clinicIds: z.array(z.number().int().positive()).default([]),
});
export type StaffUserAccess = z.input<typeof staffUserAccess>;

export const staffUserDisabled = z.object({ disabled: z.boolean() });

export const secondFactorPolicy = z.object({ roles: z.array(staffRole) });
export type SecondFactorPolicy = z.infer<typeof secondFactorPolicy>;

export const staffUserId = z.object({ id: text().min(1).max(64) });
