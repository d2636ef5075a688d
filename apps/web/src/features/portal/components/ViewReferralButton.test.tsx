import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testConfig } from '../../../test/support';
import { ViewReferralButton } from './ViewReferralButton';

const SLUG = 's'.repeat(24);
const link = (id: number) => ({
  id,
  fileName: `referral-${id}.pdf`,
  downloadUrl: `/api/secured/booking_requests/${SLUG}/attachments/${id}/download`,
  viewUrl: `/api/secured/booking_requests/${SLUG}/attachments/${id}/view`,
});

function server(links: ReturnType<typeof link>[]) {
  const fetchMock = vi.fn(
    async (_url: string) =>
      new Response(JSON.stringify(links), { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const render = (enabled: boolean) =>
  renderRoutes(
    [{ path: '/', element: <ViewReferralButton slug={SLUG} count={2} /> }],
    '/',
    testConfig((config) => {
      config.bookingRequest.bookingRequestsDownloadReferralEnabled = enabled;
    }),
  );

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ViewReferralButton (§2 header view referral)', () => {
  it('is not offered, nor the links asked for, when bookingRequestsDownloadReferralEnabled is off', async () => {
    const fetchMock = server([link(1)]);
    render(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('portal.view_referral')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('downloads the one referral directly', async () => {
    server([link(1)]);
    render(true);
    const only = await screen.findByRole('link', { name: 'portal.view_referral' });
    expect(only.getAttribute('href')).toBe(link(1).downloadUrl);
  });

  it('lists several referrals in a modal', async () => {
    server([link(1), link(2)]);
    render(true);
    fireEvent.click(await screen.findByRole('button', { name: 'portal.view_referral' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'referral-2.pdf' })).toBeTruthy());
  });
});
