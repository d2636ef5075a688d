import 'fake-indexeddb/auto';
import { identityEndpoints } from '@rb/contracts/identity/routes';
import { patientAuthEndpoints } from '@rb/contracts/patient-auth/routes';
import { UserManager } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, call } from '../../../lib/api-client';
import { testConfig } from '../../../test/support';
import { hasStoredStaffUser, staffUserStorageKey } from '../session-hint';
import { storeStaffUser } from '../test/stored-user';
import { forgetRenewals } from './refresh-handoff';
import { StaffSession, staffSession } from './staff-session';
import { userManagerSettings } from './user-manager-settings';

const settings = testConfig().signIn;
const session = staffSession(settings);
const problem = (status: number) =>
  new Response(JSON.stringify({ status, title: 'Unauthorized', message: 'message.unauthorized' }), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  });

let fetchMock: ReturnType<typeof vi.fn>;
let redirect: ReturnType<typeof vi.spyOn>;

beforeEach(async () => {
  await forgetRenewals();
  localStorage.clear();
  sessionStorage.clear();
  fetchMock = vi.fn(async () => problem(401));
  vi.stubGlobal('fetch', fetchMock);
  redirect = vi.spyOn(session.manager, 'signinRedirect').mockResolvedValue(undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

const authorizationOf = (index: number) =>
  new Headers((fetchMock.mock.calls[index]?.[1] as RequestInit | undefined)?.headers).get('authorization');

describe('staff calls and the §6 401 rule', () => {
  it('sends the stored access token on staff calls only', async () => {
    storeStaffUser(settings, { accessToken: 'token-abc' });
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await call(identityEndpoints.listUsers).catch(() => undefined);
    await call(patientAuthEndpoints.getAuthentication).catch(() => undefined);
    expect(authorizationOf(0)).toBe('Bearer token-abc');
    expect(authorizationOf(1)).toBeNull();
  });

  it('logs the client out and re-authenticates on a 401 during an admin page load', async () => {
    storeStaffUser(settings);
    window.history.replaceState(null, '', '/admin/users?page=2');
    await expect(call(identityEndpoints.listUsers)).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(hasStoredStaffUser(settings)).toBe(false);
    expect(redirect).toHaveBeenCalledWith({ state: { returnTo: '/admin/users?page=2' } });
  });

  it('logs the client out without a redirect on other pages', async () => {
    storeStaffUser(settings);
    window.history.replaceState(null, '', '/image-viewer-access');
    await expect(call(identityEndpoints.listUsers)).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(hasStoredStaffUser(settings)).toBe(false));
    expect(redirect).not.toHaveBeenCalled();
  });

  it('re-authenticates once, not in a loop, when the server keeps refusing', async () => {
    window.history.replaceState(null, '', '/admin');
    storeStaffUser(settings);
    await call(identityEndpoints.listUsers).catch(() => undefined);
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    storeStaffUser(settings);
    await call(identityEndpoints.listUsers).catch(() => undefined);
    await vi.waitFor(() => expect(hasStoredStaffUser(settings)).toBe(false));
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('keeps the user signed in on a 401 from the authenticated check itself', async () => {
    storeStaffUser(settings);
    window.history.replaceState(null, '', '/admin');
    await expect(call(identityEndpoints.getMe, { skipUnauthorizedHandler: true })).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(hasStoredStaffUser(settings)).toBe(true);
    expect(redirect).not.toHaveBeenCalled();
  });

  it('keeps the staff user on a 401 from a patient call', async () => {
    storeStaffUser(settings);
    await call(patientAuthEndpoints.logout).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(hasStoredStaffUser(settings)).toBe(true);
  });
});

describe('token renewal', () => {
  it('renews an expiring token before a staff call and sends the new one', async () => {
    storeStaffUser(settings, { accessToken: 'old', expiresIn: 5 });
    const silent = vi.spyOn(session.manager, 'signinSilent').mockImplementation(async () => {
      return storeStaffUser(settings, { accessToken: 'new', refreshToken: 'refresh-2' });
    });
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await call(identityEndpoints.listUsers).catch(() => undefined);
    expect(silent).toHaveBeenCalledTimes(1);
    expect(authorizationOf(0)).toBe('Bearer new');
  });

  it('refreshes once for concurrent calls and uses a token another tab already renewed', async () => {
    storeStaffUser(settings, { accessToken: 'old', expiresIn: 5 });
    let release: () => void = () => undefined;
    const silent = vi.spyOn(session.manager, 'signinSilent').mockImplementation(
      () =>
        new Promise((resolve) => {
          release = () => resolve(storeStaffUser(settings, { accessToken: 'new' }));
        }),
    );
    const renewals = [session.renew(), session.renew()];
    await vi.waitFor(() => expect(silent).toHaveBeenCalledTimes(1));
    release();
    const users = await Promise.all(renewals);
    expect(users.map((user) => user?.access_token)).toEqual(['new', 'new']);
    // Another tab has renewed meanwhile: this tab finds a fresh token and does not refresh again.
    await session.renew();
    expect(silent).toHaveBeenCalledTimes(1);
  });

  it('takes the tokens another tab just got instead of reusing the refresh token it consumed', async () => {
    // The other tab's copy of local storage has not caught up yet: it still holds the old tokens.
    const old = storeStaffUser(settings, { accessToken: 'old', refreshToken: 'refresh-1', expiresIn: 5 });
    const staleCopy = new Map([[staffUserStorageKey(settings), old.toStorageString()]]);
    const staleStorage = {
      getItem: (key: string) => staleCopy.get(key) ?? null,
      setItem: (key: string, value: string) => void staleCopy.set(key, value),
      removeItem: (key: string) => void staleCopy.delete(key),
      key: (index: number) => [...staleCopy.keys()][index] ?? null,
      clear: () => staleCopy.clear(),
      get length() {
        return staleCopy.size;
      },
    } satisfies Storage;
    const otherTab = new StaffSession(settings, new UserManager(userManagerSettings(settings, staleStorage)));
    vi.spyOn(session.manager, 'signinSilent').mockImplementation(async () =>
      storeStaffUser(settings, { accessToken: 'new', refreshToken: 'refresh-2' }),
    );
    const otherTabRefresh = vi.spyOn(otherTab.manager, 'signinSilent');

    await session.renew();
    const adopted = await otherTab.renew();

    expect(otherTabRefresh).not.toHaveBeenCalled();
    expect(adopted?.access_token).toBe('new');
    expect((await otherTab.user())?.refresh_token).toBe('refresh-2');
  });

  it('follows §8 on renewal: one silent retry, then the interactive sign-in', async () => {
    storeStaffUser(settings, { expiresIn: 5 });
    const failure = Object.assign(new Error('grant request is invalid'), { error: 'invalid_grant' });
    const silent = vi.spyOn(session.manager, 'signinSilent').mockRejectedValue(failure);
    await session.renew();
    expect(silent).toHaveBeenCalledTimes(2);
    expect(silent.mock.calls[1]?.[0]).toEqual({ forceIframeAuth: true });
    expect(redirect).toHaveBeenCalledTimes(1);
  });
});
