import type { CurrentUser } from '@rb/contracts';

type Profile = { preferred_username?: string; name?: string; email?: string; sub?: string };

/**
 * §2 user menu: the username; when the user has no organisation, the current doctor's first and
 * last name is shown instead. Before the API answers, the ID token's profile stands in.
 */
export function userMenuName(me: CurrentUser | undefined, profile: Profile | undefined): string {
  if (me) {
    const fullName = [me.firstName, me.lastName].filter(Boolean).join(' ');
    if (!me.organisation && fullName) return fullName;
    return me.username;
  }
  return profile?.preferred_username ?? profile?.name ?? profile?.email ?? profile?.sub ?? '';
}
