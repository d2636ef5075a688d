import { cleanup, fireEvent, screen } from '@testing-library/react';
import { ErrorResponse, type User } from 'oidc-client-ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testConfig } from '../../../test/support';
import { staffSession } from '../lib/staff-session';
import { storeStaffUser } from '../test/stored-user';
import ImageViewerAccessPage from './ImageViewerAccessPage';

const settings = testConfig().signIn;
const manager = staffSession(settings).manager;
const routes = [{ path: '/image-viewer-access', element: <ImageViewerAccessPage /> }];
const loginRequired = () => new ErrorResponse({ error: 'login_required' });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('§2 image viewer sign-in page', () => {
  it('tries silently twice (§8), then offers the popup and shows the message after it', async () => {
    const silent = vi.spyOn(manager, 'signinSilent').mockRejectedValue(loginRequired());
    const popup = vi.spyOn(manager, 'signinPopup').mockResolvedValue({} as User);
    renderRoutes(routes, '/image-viewer-access');
    fireEvent.click(await screen.findByRole('button', { name: 'image_viewer_access.sign_in' }));
    expect(silent).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('message.image_viewer_signed_in')).toBeTruthy();
    expect(popup).toHaveBeenCalledTimes(1);
  });

  it('shows an error the rule does not retry, and still offers the popup', async () => {
    const silent = vi
      .spyOn(manager, 'signinSilent')
      .mockRejectedValue(new ErrorResponse({ error: 'server_error' }));
    renderRoutes(routes, '/image-viewer-access');
    expect(await screen.findByText('message.sign_in_error')).toBeTruthy();
    expect(silent).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'image_viewer_access.sign_in' })).toBeTruthy();
  });

  it('says so at once when a valid sign-in is stored', async () => {
    storeStaffUser(settings);
    const silent = vi.spyOn(manager, 'signinSilent');
    renderRoutes(routes, '/image-viewer-access');
    expect(await screen.findByText('message.image_viewer_signed_in')).toBeTruthy();
    expect(silent).not.toHaveBeenCalled();
  });

  it('explains a closed popup', async () => {
    vi.spyOn(manager, 'signinSilent').mockRejectedValue(loginRequired());
    vi.spyOn(manager, 'signinPopup').mockRejectedValue(new Error('Popup closed by user'));
    renderRoutes(routes, '/image-viewer-access');
    fireEvent.click(await screen.findByRole('button', { name: 'image_viewer_access.sign_in' }));
    expect(await screen.findByText('message.sign_in_popup_closed')).toBeTruthy();
  });
});
