/**
 * One token refresh at a time across all tabs of this origin. With rotating refresh tokens two tabs
 * refreshing with the same token would make the provider revoke the grant, signing everyone out.
 * The Web Locks API is shared by every tab of the origin; where it is missing (very old browsers)
 * an in-tab queue still keeps this tab's own refreshes apart.
 */
const lockName = 'rb-staff-token-refresh';

let localQueue: Promise<unknown> = Promise.resolve();

export async function withRefreshLock<T>(
  task: () => Promise<T>,
  locks: LockManager | undefined = globalThis.navigator?.locks,
): Promise<T> {
  if (locks) return locks.request(lockName, { mode: 'exclusive' }, task) as Promise<T>;
  const run = localQueue.then(task, task);
  localQueue = run.catch(() => undefined);
  return run;
}
