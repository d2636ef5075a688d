import { cleanup, screen } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testConfig } from '../../../test/support';
import { staffSession } from '../lib/staff-session';
import SignInCallbackPage from './SignInCallbackPage';

const manager = staffSession(testConfig().signIn).manager;
const routes = [
  { path: '/auth/callback', element: <SignInCallbackPage /> },
  { path: '*', element: <p>landed</p> },
];

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('sign-in callback page', () => {
  it('finishes a redirect sign-in and returns to the page the user asked for', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=a&state=1');
    vi.spyOn(manager, 'signinCallback').mockResolvedValue({
      state: { returnTo: '/admin/users' },
    } as unknown as User);
    const { location } = renderRoutes(routes, '/auth/callback?code=a&state=1');
    await screen.findByText('landed');
    expect(location().pathname).toBe('/admin/users');
  });

  it('never follows a return address outside the site', async () => {
    window.history.replaceState(null, '', '/auth/callback?code=b&state=2');
    vi.spyOn(manager, 'signinCallback').mockResolvedValue({
      state: { returnTo: '//evil.example/' },
    } as unknown as User);
    const { location } = renderRoutes(routes, '/auth/callback?code=b&state=2');
    await screen.findByText('landed');
    expect(location().pathname).toBe('/admin');
  });

  it('shows the error of a failed sign-in with a way to start again', async () => {
    window.history.replaceState(null, '', '/auth/callback?error=access_denied&state=3');
    vi.spyOn(manager, 'signinCallback').mockRejectedValue(
      Object.assign(new Error('denied'), { error: 'access_denied' }),
    );
    renderRoutes(routes, '/auth/callback?error=access_denied&state=3');
    expect(await screen.findByText('message.sign_in_denied')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'signin.try_again' }).getAttribute('href')).toBe('/admin');
  });
});
