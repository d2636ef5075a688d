import type { AuthenticationStatus, CurrentKioskResponse } from '@rb/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { currentKioskQueryKey } from '../../features/kiosk/api/current-kiosk-key';
import { authenticationQueryKey } from '../../features/patient-auth/api/unauthorized-logout';
import { readBrowserHints } from '../../lib/initial-state';

/** Whether a cached answer says so, re-read whenever the query cache changes. */
function useCached(queryClient: QueryClient, read: (client: QueryClient) => boolean): boolean {
  return useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => read(queryClient),
  );
}

/** True from the first time `on` is: a watcher's dialog (signed out, kiosk reset) outlives its cause. */
function useLatched(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}

/**
 * Which of the shell's watchers this browser needs (issue 16): the kiosk watcher in kiosk mode or on
 * a browser holding a kiosk identity, the idle sign-out where a patient session is open. Any other
 * visitor downloads neither and makes none of their calls. The server's hints cover what was there
 * when the page loaded; the cached answers cover a kiosk identified or a patient signed in since.
 */
export function useWatchers(kioskMode: boolean): { kiosk: boolean; patientSession: boolean } {
  // Read once: what the server saw of this browser's cookies when it served the page.
  const [hints] = useState(readBrowserHints);
  const queryClient = useQueryClient();
  const knownKiosk = useCached(
    queryClient,
    (client) => client.getQueryData<CurrentKioskResponse>(currentKioskQueryKey)?.kiosk != null,
  );
  const signedIn = useCached(
    queryClient,
    (client) => client.getQueryData<AuthenticationStatus>(authenticationQueryKey)?.authenticated === true,
  );
  return {
    kiosk: useLatched(kioskMode || hints.kiosk || knownKiosk),
    patientSession: useLatched(hints.patientSession || signedIn),
  };
}
