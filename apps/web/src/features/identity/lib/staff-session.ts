import type { SignInSettings } from '@rb/contracts';
import { type User, UserManager } from 'oidc-client-ts';
import { isStaffPath, onUnauthorized, setBearerSource } from '../../../lib/api-client';
import { announceStaffUserChanged, staffUserStorageKey } from '../session-hint';
import { forgetRenewals, recordRenewal, renewedElsewhere } from './refresh-handoff';
import { withRefreshLock } from './refresh-lock';
import { signInWithRetry } from './sign-in-retry';
import { renewMarginSeconds, userManagerSettings } from './user-manager-settings';

/** What a redirect sign-in carries through the provider and back: where to land afterwards. */
export interface SignInState {
  returnTo: string;
}

const reauthKey = 'rb:staff-reauth-at';
/** A second forced re-authentication within this window means the server keeps refusing: stop. */
const reauthLoopMs = 30_000;

const dueForRenewal = (user: User) => (user.expires_in ?? 0) <= renewMarginSeconds;

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * The staff member's or referrer's sign-in in this tab: tokens in local storage, renewed under a
 * cross-tab lock (one refresh at a time), the §8 retry rule, and provider sign-out.
 */
export class StaffSession {
  readonly manager: UserManager;
  private renewing: Promise<User | null> | null = null;
  /** True from "Log out" until the browser has left for the provider's end-session page. */
  signingOut = false;

  constructor(
    readonly settings: SignInSettings,
    manager?: UserManager,
  ) {
    this.manager = manager ?? new UserManager(userManagerSettings(settings));
    this.manager.events.addUserLoaded(announceStaffUserChanged);
    this.manager.events.addUserUnloaded(announceStaffUserChanged);
    this.manager.events.addAccessTokenExpiring(() => {
      this.renew().catch((error: unknown) => console.warn('Staff token renewal failed', error));
    });
  }

  /** Another tab renewed or signed out: take its tokens (re-arming the expiry timer) or drop ours. */
  async followOtherTab(): Promise<void> {
    const user = await this.manager.getUser();
    if (!user) await this.manager.events.unload();
    announceStaffUserChanged();
  }

  user(): Promise<User | null> {
    return this.manager.getUser();
  }

  /** A usable access token, renewed first when it is about to expire; null when signed out. */
  async accessToken(): Promise<string | null> {
    const user = await this.manager.getUser();
    if (!user) return null;
    if (!dueForRenewal(user)) return user.access_token;
    try {
      return (await this.renew())?.access_token ?? null;
    } catch (error) {
      console.warn('Staff token renewal failed', error);
      return null;
    }
  }

  /**
   * Renews the tokens. Only one tab refreshes at a time; a tab that waited finds the other tab's new
   * tokens in storage and uses them. Failures follow §8: one silent retry (through the provider's
   * session this time), then an interactive sign-in that returns to this page.
   */
  renew(): Promise<User | null> {
    this.renewing ??= withRefreshLock(async () => {
      const stored = await this.manager.getUser();
      if (!stored) return null; // signed out meanwhile (here or in another tab): nothing to renew
      if (!dueForRenewal(stored)) return stored;
      const handedOver = await renewedElsewhere(stored.refresh_token);
      if (handedOver && !dueForRenewal(handedOver)) {
        await this.manager.storeUser(handedOver);
        await this.manager.events.load(handedOver);
        return handedOver;
      }
      let attempt = 0;
      const renewed = await signInWithRetry<User | null>({
        silent: () => this.manager.signinSilent(attempt++ === 0 ? {} : { forceIframeAuth: true }),
        interactive: () => this.signIn(currentPath()).then(() => null),
      });
      if (renewed && stored.refresh_token) await recordRenewal(stored.refresh_token, renewed);
      return renewed;
    }).finally(() => {
      this.renewing = null;
    });
    return this.renewing;
  }

  /** Redirect sign-in (the "Staff login" path); the callback page returns to `returnTo`. */
  signIn(returnTo: string): Promise<void> {
    const state: SignInState = { returnTo };
    return this.manager.signinRedirect({ state });
  }

  /** Popup sign-in (image viewer sign-in page, §2); the popup closes itself on return. */
  signInPopup(): Promise<User> {
    return this.manager.signinPopup();
  }

  /** Silent sign-in with the §8 rule; `interactive` is the caller's visible fallback (e.g. a popup). */
  async signInQuietly(interactive: () => Promise<User | null>): Promise<User | null> {
    const stored = await this.manager.getUser();
    if (stored && !dueForRenewal(stored)) return stored;
    // The lock covers each silent attempt only: a popup may stay open as long as the user needs.
    return signInWithRetry<User | null>({
      silent: () => withRefreshLock(() => this.manager.signinSilent()),
      interactive,
    });
  }

  /**
   * Signs out here and at the provider (end_session), revoking the refresh token first. A JWT access
   * token cannot be revoked (it simply expires), so only the refresh token is.
   */
  async signOut(): Promise<void> {
    // Removing the user makes pages that need one start a sign-in; they must wait for this instead.
    this.signingOut = true;
    await forgetRenewals();
    try {
      await this.manager.revokeTokens(['refresh_token']);
    } catch (error) {
      // Ending the provider session below still ends the grant's use; do not stay signed in.
      console.warn('Revoking the refresh token failed', error);
    }
    try {
      await this.manager.signoutRedirect();
    } catch (error) {
      this.signingOut = false;
      throw error;
    }
  }

  /**
   * §6: the server refused our token on a staff call. The client is logged out; on admin pages the
   * load re-authenticates unless that was just tried (the server keeps refusing: no redirect loop).
   */
  async refusedByServer(reauthenticate: boolean): Promise<boolean> {
    await this.manager.removeUser();
    await forgetRenewals();
    if (!reauthenticate) return false;
    const last = Number(sessionStorage.getItem(reauthKey) ?? 0);
    if (Date.now() - last < reauthLoopMs) return false;
    sessionStorage.setItem(reauthKey, String(Date.now()));
    await this.signIn(currentPath());
    return true;
  }
}

let installed: StaffSession | null = null;

/** The loads the spec names as re-authenticating on a 401 (§6): the staff pages under /admin. */
export const isStaffPage = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/**
 * The one staff session of this tab. Installing it hands the API client its token source and the
 * §6 rule: a 401 from a staff call (the authenticated check skips this) logs the client out.
 */
export function staffSession(settings: SignInSettings): StaffSession {
  if (installed) return installed;
  const session = new StaffSession(settings);
  installed = session;
  setBearerSource(() => session.accessToken());
  onUnauthorized((_error, endpoint) => {
    if (!isStaffPath(endpoint.path)) return;
    void session.refusedByServer(isStaffPage(window.location.pathname));
  });
  const key = staffUserStorageKey(settings);
  window.addEventListener('storage', (event) => {
    if (event.key === key || event.key === null) void session.followOtherTab();
  });
  return session;
}
