import type { SignInSettings } from '@rb/contracts';
import { useSyncExternalStore } from 'react';

/**
 * Entry-chunk-safe view of the staff sign-in: whether this browser holds a signed-in staff member or
 * referrer, read straight from local storage (§9) without loading the sign-in library, so the
 * header can decide between the "Staff login" link and the user menu before any lazy chunk loads.
 */

type Keyed = Pick<SignInSettings, 'authority' | 'clientId'>;

/** oidc-client-ts's WebStorageStateStore key for the user (prefix `oidc.`, then `user:authority:client`). */
export const staffUserStorageKey = ({ authority, clientId }: Keyed) => `oidc.user:${authority}:${clientId}`;

const changedEvent = 'rb:staff-user-changed';

/** Tells this tab's listeners the stored user changed (other tabs hear the `storage` event). */
export function announceStaffUserChanged(): void {
  window.dispatchEvent(new Event(changedEvent));
}

export function hasStoredStaffUser(settings: Keyed): boolean {
  try {
    const stored = JSON.parse(localStorage.getItem(staffUserStorageKey(settings)) ?? 'null') as {
      access_token?: string;
      refresh_token?: string;
    } | null;
    return Boolean(stored?.access_token || stored?.refresh_token);
  } catch {
    return false;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(changedEvent, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(changedEvent, onChange);
  };
}

/** True while a staff member or referrer is signed in in this browser; follows other tabs too. */
export function useStaffSignedIn(settings: Keyed): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasStoredStaffUser(settings),
    () => false,
  );
}
