import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testConfig } from '../../../test/support';
import { staffSession } from '../../identity/lib/staff-session';
import { storeStaffUser } from '../../identity/test/stored-user';
import ReferrerAccessPage from './ReferrerAccessPage';

const settings = testConfig().signIn;
const routes = [{ path: '/referrer-access', element: <ReferrerAccessPage /> }];
const referral = (accessionNumber: string, reportReleased: boolean) => ({
  accessionNumber,
  patientName: null,
  studyDescription: `Study ${accessionNumber}`,
  studyDate: '20260301',
  startsAt: null,
  appointmentStatus: null,
  clinicName: null,
  modalities: ['CT'],
  reportReleased,
  linkExpiresAt: '2026-04-01T00:00:00.000Z',
});
/** An appointment the referrer referred that has no images yet. */
const upcoming = {
  accessionNumber: null,
  patientName: 'Mia Chen',
  studyDescription: 'MRI Knee',
  studyDate: null,
  startsAt: '2026-12-01T23:30:00.000Z',
  appointmentStatus: 'BOOKED',
  clinicName: 'Demo Clinic',
  modalities: ['MRI'],
  reportReleased: false,
  linkExpiresAt: null,
};

function serve(direct: () => Response) {
  const fetchMock = vi.fn(async (url: string) =>
    url === '/api/admin/referrer/referrals'
      ? Response.json({ referrals: [referral('ACC-1', true), referral('ACC-2', false), upcoming] })
      : direct(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('§2 referrer access page', () => {
  it("lists the referrer's studies and opens one through the direct call", async () => {
    storeStaffUser(settings, { accessToken: 'referrer-token' });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = serve(() => Response.json({ url: '/imaging/viewer/token.sig' }));
    renderRoutes(routes, '/referrer-access');
    expect(await screen.findByRole('rowheader', { name: /Study ACC-1/ })).toBeTruthy();
    expect(screen.getByText('referrer_access.report_released')).toBeTruthy();
    expect(screen.getAllByText('referrer_access.report_pending')).toHaveLength(2);
    // Feedback is offered for the released report only.
    expect(screen.getAllByRole('link', { name: 'referrer_access.feedback_of' })).toHaveLength(1);
    // A referred appointment without images yet: its patient, clinic and status, and no images button.
    const row = screen.getByRole('rowheader', { name: /MRI Knee/ }).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Mia Chen');
    expect(row.textContent).toContain('Demo Clinic');
    expect(row.textContent).toContain('booking.status.BOOKED');
    expect(row.textContent).toContain('referrer_access.no_images');
    expect(row.querySelector('button')).toBeNull();
    expect(screen.getAllByRole('button', { name: 'referrer_access.open_images_of' })).toHaveLength(2);
    const [listUrl, listInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(listUrl).toBe('/api/admin/referrer/referrals');
    expect((listInit.headers as Record<string, string>).authorization).toBe('Bearer referrer-token');

    fireEvent.click(
      screen.getAllByRole('button', { name: 'referrer_access.open_images_of' })[1] as HTMLElement,
    );
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('/imaging/viewer/token.sig'));
    const direct = fetchMock.mock.calls.find(([url]) => url === '/api/image_viewer/direct') as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(direct[1].body))).toEqual({ input: 'ACC-2', username: 'admin' });
  });

  it('says the user has no access when the direct call is refused', async () => {
    storeStaffUser(settings);
    serve(() =>
      Response.json(
        { status: 403, title: 'Forbidden', message: 'message.user_not_have_access_to_images' },
        { status: 403 },
      ),
    );
    renderRoutes(routes, '/referrer-access');
    fireEvent.click(
      (await screen.findAllByRole('button', { name: 'referrer_access.open_images_of' }))[0] as HTMLElement,
    );
    expect((await screen.findByRole('alert')).textContent).toBe('message.user_not_have_access_to_images');
  });

  it('sends a visitor who is not signed in to sign in and back', async () => {
    const redirect = vi.spyOn(staffSession(settings).manager, 'signinRedirect').mockResolvedValue();
    const fetchMock = serve(() => Response.json({ url: '' }));
    renderRoutes(routes, '/referrer-access');
    await vi.waitFor(() => expect(redirect).toHaveBeenCalledTimes(1));
    expect(redirect.mock.calls[0]?.[0]).toEqual({ state: { returnTo: '/referrer-access' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
