import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedShell } from '../../../app/layout/EmbeddedShell';
import { LayoutShell } from '../../../app/layout/LayoutShell';
import { fakeFetch } from '../../../test/render';
import { renderRoutes, testConfig } from '../../../test/support';
import { staffSession } from '../lib/staff-session';
import { meOf } from '../test/me';
import { storeStaffUser } from '../test/stored-user';

const settings = testConfig().signIn;

/**
 * happy-dom has no popover API (no showPopover/hidePopover, no toggle events): a stand-in with the
 * browser's observable behaviour, so the component's own wiring can be checked here; e2e covers the real one.
 */
function fakePopover(panel: HTMLElement | null) {
  if (!panel) throw new Error('no popover panel');
  let showing = false;
  const toggle = (next: boolean) => {
    showing = next;
    panel.dispatchEvent(Object.assign(new Event('toggle'), { newState: next ? 'open' : 'closed' }));
  };
  const matches = panel.matches.bind(panel);
  const hidePopover = vi.fn(() => toggle(false));
  Object.assign(panel, {
    matches: (selector: string) => (selector === ':popover-open' ? showing : matches(selector)),
    hidePopover,
  });
  return { show: () => toggle(true), hide: () => toggle(false), hidePopover };
}
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
    // The first test imports the lazy menu cold, which takes a while.
    const trigger = await screen.findByRole('button', { name: 'user_menu.label' });
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

  it('is a disclosure: the button controls a popover with the username, the admin link and logout', async () => {
    storeStaffUser(settings);
    renderRoutes(shellRoutes, '/about');
    const trigger = await screen.findByRole('button', { name: 'user_menu.label' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    const panelId = trigger.getAttribute('aria-controls') as string;
    expect(panelId).toBeTruthy();
    expect(trigger.getAttribute('popovertarget')).toBe(panelId);
    const panel = document.getElementById(panelId) as HTMLElement;
    expect(panel.getAttribute('popover')).toBe('auto');
    expect(within(panel).getByText('user_menu.signed_in_as')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'user_menu.admin' }).getAttribute('href')).toBe('/admin');
    expect(within(panel).getByRole('button', { name: 'user_menu.logout' })).toBeTruthy();
    expect(within(panel).queryAllByRole('menuitem')).toEqual([]);
  });

  it('keeps aria-expanded in step with the popover and closes it after the admin link', async () => {
    storeStaffUser(settings);
    renderRoutes(shellRoutes, '/about');
    const trigger = await screen.findByRole('button', { name: 'user_menu.label' });
    const popover = fakePopover(document.getElementById(trigger.getAttribute('aria-controls') as string));
    act(() => popover.show());
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    act(() => popover.hide());
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    act(() => popover.show());
    // happy-dom would navigate the whole test document on a link click.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(screen.getByRole('link', { name: 'user_menu.admin' }));
    expect(popover.hidePopover).toHaveBeenCalledTimes(1);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('logout closes the panel, is disabled while signing out and ends the provider session', async () => {
    storeStaffUser(settings);
    const manager = staffSession(settings).manager;
    const revoke = vi.spyOn(manager, 'revokeTokens').mockResolvedValue(undefined);
    const signOut = vi.spyOn(manager, 'signoutRedirect').mockResolvedValue(undefined);
    renderRoutes(shellRoutes, '/about');
    const trigger = await screen.findByRole('button', { name: 'user_menu.label' });
    const popover = fakePopover(document.getElementById(trigger.getAttribute('aria-controls') as string));
    act(() => popover.show());
    const logout = screen.getByRole('button', { name: 'user_menu.logout' }) as HTMLButtonElement;
    expect(logout.disabled).toBe(false);
    fireEvent.click(logout);
    expect(popover.hidePopover).toHaveBeenCalledTimes(1);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(logout.disabled).toBe(true);
    await vi.waitFor(() => expect(signOut).toHaveBeenCalledTimes(1));
    expect(revoke).toHaveBeenCalledWith(['refresh_token']);
    expect(logout.disabled).toBe(true);
  });

  it('enables logout again when the sign-out fails', async () => {
    storeStaffUser(settings);
    const manager = staffSession(settings).manager;
    vi.spyOn(manager, 'revokeTokens').mockResolvedValue(undefined);
    vi.spyOn(manager, 'signoutRedirect').mockRejectedValue(new Error('provider down'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderRoutes(shellRoutes, '/about');
    const logout = (await screen.findByRole('button', { name: 'user_menu.logout' })) as HTMLButtonElement;
    fireEvent.click(logout);
    expect(logout.disabled).toBe(true);
    await vi.waitFor(() => expect(logout.disabled).toBe(false));
    expect(warn).toHaveBeenCalled();
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
