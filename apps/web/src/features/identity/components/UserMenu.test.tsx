import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedShell } from '../../../app/layout/EmbeddedShell';
import { LayoutShell } from '../../../app/layout/LayoutShell';
import { fakeFetch } from '../../../test/render';
import { renderRoutes, testConfig } from '../../../test/support';
import { staffSession } from '../lib/staff-session';
import { meOf } from '../test/me';
import { storeStaffUser } from '../test/stored-user';

const settings = testConfig().signIn;
const page = <p>page content</p>;
const children = [
  { index: true, element: page },
  { path: '*', element: page },
];
const shellRoutes = [
  { path: '/iframe', element: <EmbeddedShell />, children },
  { path: '/', element: <LayoutShell />, children },
];

let me = meOf();
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  me = meOf();
  vi.stubGlobal('fetch', fakeFetch({ 'GET /api/admin/me': () => ({ status: 200, body: me }) }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('§2 signed-in user menu', () => {
  it('replaces the login link with a dropdown showing the doctor’s name when there is no organisation', async () => {
    storeStaffUser(settings);
    renderRoutes(shellRoutes, '/about');
    // The first test imports the lazy menu and its React Aria code cold, which takes a while.
    const trigger = await screen.findByRole('button', { name: 'user_menu.label' }, { timeout: 5000 });
    expect(await within(trigger).findByText('Ann Lee')).toBeTruthy();
    expect(screen.queryByText('menu.admin_login')).toBeNull();
  });

  it('shows the username for a user with an organisation', async () => {
    me = meOf({ organisation: 'Harbour Medical' });
    storeStaffUser(settings);
    renderRoutes(shellRoutes, '/about');
    const trigger = await screen.findByRole('button', { name: 'user_menu.label' });
    expect(await within(trigger).findByText('ann.lee')).toBeTruthy();
  });

  it('opens a menu with the username, the admin link and logout; logout ends the provider session', async () => {
    storeStaffUser(settings);
    const manager = staffSession(settings).manager;
    const revoke = vi.spyOn(manager, 'revokeTokens').mockResolvedValue(undefined);
    const signOut = vi.spyOn(manager, 'signoutRedirect').mockResolvedValue(undefined);
    renderRoutes(shellRoutes, '/about');
    fireEvent.click(await screen.findByRole('button', { name: 'user_menu.label' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('user_menu.signed_in_as')).toBeTruthy();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['user_menu.admin', 'user_menu.logout']);
    expect(items[0]?.getAttribute('href')).toBe('/admin');
    fireEvent.click(items[1] as HTMLElement);
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(revoke).toHaveBeenCalledWith(['refresh_token']);
  });

  it('shows the login link and no user menu when nobody is signed in', async () => {
    renderRoutes(shellRoutes, '/about');
    expect((await screen.findByText('menu.admin_login')).getAttribute('href')).toBe('/admin');
    expect(screen.queryByRole('button', { name: 'user_menu.label' })).toBeNull();
  });

  it('follows a sign-out in another tab', async () => {
    storeStaffUser(settings);
    renderRoutes(shellRoutes, '/about');
    await screen.findByRole('button', { name: 'user_menu.label' });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(await screen.findByText('menu.admin_login')).toBeTruthy();
  });

  it('shows neither in kiosk mode', async () => {
    storeStaffUser(settings);
    renderRoutes(shellRoutes, '/about?kioskMode=true');
    await screen.findByText('page content');
    expect(screen.queryByRole('button', { name: 'user_menu.label' })).toBeNull();
    expect(screen.queryByText('menu.admin_login')).toBeNull();
  });
});
