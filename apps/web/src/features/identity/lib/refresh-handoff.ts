import { createStore, del, get, set } from 'idb-keyval';
import { User } from 'oidc-client-ts';

/**
 * Chromium keeps a copy of local storage in each tab's process and brings the others up to date
 * some time after a write. A tab that takes the refresh lock just after another tab refreshed can
 * therefore still read the refresh token that tab consumed, and using it again makes the provider
 * refuse it (rotation). IndexedDB has one copy for every tab: the refreshing tab records here, before
 * it lets go of the lock, which refresh token it used and the user it got back.
 */
interface Handoff {
  consumedRefreshToken: string;
  user: string;
}

const handoffKey = 'last-renewal';
let store: ReturnType<typeof createStore> | null = null;
const handoffStore = () => {
  store ??= createStore('rb-staff-session', 'renewals');
  return store;
};

/** Without IndexedDB (very old browsers, private modes) there is simply no hand-off. */
async function quietly<T>(task: () => Promise<T>): Promise<T | undefined> {
  try {
    return await task();
  } catch {
    return undefined;
  }
}

export async function recordRenewal(consumedRefreshToken: string, user: User): Promise<void> {
  const handoff: Handoff = { consumedRefreshToken, user: user.toStorageString() };
  await quietly(() => set(handoffKey, handoff, handoffStore()));
}

/** The user another tab got by refreshing with `refreshToken`, when that is what happened. */
export async function renewedElsewhere(refreshToken: string | undefined): Promise<User | null> {
  if (!refreshToken) return null;
  const handoff = await quietly(() => get<Handoff>(handoffKey, handoffStore()));
  if (handoff?.consumedRefreshToken !== refreshToken) return null;
  return User.fromStorageString(handoff.user);
}

/** Signing out leaves no tokens behind in the hand-off either. */
export async function forgetRenewals(): Promise<void> {
  await quietly(() => del(handoffKey, handoffStore()));
}
