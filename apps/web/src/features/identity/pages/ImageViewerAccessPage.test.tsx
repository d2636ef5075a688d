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

  it('with a link, opens the images by the direct call with the bearer token and goes to them', async () => {
    storeStaffUser(settings, { accessToken: 'referrer-token' });
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(Response.json({ url: '/imaging/viewer/token.sig' }));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    renderRoutes(routes, '/image-viewer-access?imsec=held-link');
    expect(await screen.findByText('message.images_for_radiologist_loaded_successfully')).toBeTruthy();
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/image_viewer/direct');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer referrer-token');
    expect(JSON.parse(String(init.body))).toEqual({ input: 'held-link', username: 'admin' });
    expect(assign).toHaveBeenCalledWith('/imaging/viewer/token.sig');
  });

  it('says the user has no access when the direct call is refused', async () => {
    storeStaffUser(settings);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json(
        { status: 403, title: 'Forbidden', message: 'message.user_not_have_access_to_images' },
        { status: 403 },
      ),
    );
    renderRoutes(routes, '/image-viewer-access?accession=ACC-1');
    expect(await screen.findByText('message.user_not_have_access_to_images')).toBeTruthy();
  });

  it('says the url could not be made when the answer has none', async () => {
    storeStaffUser(settings);
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ url: '' }));
    renderRoutes(routes, '/image-viewer-access?accession=ACC-1');
    expect(await screen.findByText('message.error_generating_images_url')).toBeTruthy();
  });

  it('explains a closed popup', async () => {
    vi.spyOn(manager, 'signinSilent').mockRejectedValue(loginRequired());
    vi.spyOn(manager, 'signinPopup').mockRejectedValue(new Error('Popup closed by user'));
    renderRoutes(routes, '/image-viewer-access');
    fireEvent.click(await screen.findByRole('button', { name: 'image_viewer_access.sign_in' }));
    expect(await screen.findByText('message.sign_in_popup_closed')).toBeTruthy();
  });
});
