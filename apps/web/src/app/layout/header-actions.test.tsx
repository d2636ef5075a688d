import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeaderActions } from '../../components/header-actions';
import { renderRoutes } from '../../test/support';
import { EmbeddedShell } from './EmbeddedShell';
import { LayoutShell } from './LayoutShell';

const device = vi.hoisted(() => ({ isMobile: false, isTablet: false, isDesktop: true, inIframe: false }));
vi.mock('../../lib/device-info', () => ({ deviceInfo: device }));

const page = (
  <>
    <p>page content</p>
    <HeaderActions>
      <button type="button">portal.view_referral</button>
    </HeaderActions>
  </>
);
const children = [{ path: '*', element: page }];
const shellRoutes = [
  { path: '/iframe', element: <EmbeddedShell />, children },
  { path: '/', element: <LayoutShell />, children },
];

beforeEach(() => {
  // The shell asks the server whether this browser is a kiosk (GET /api/kiosk/current): it is not.
  vi.stubGlobal('fetch', async () => Response.json({ kiosk: null }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HeaderActions (§2 header buttons)', () => {
  it("puts the page's header buttons in the layout header, not in the page", async () => {
    renderRoutes(shellRoutes, '/booking-requests/abc');
    const button = await screen.findByRole('button', { name: 'portal.view_referral' });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'portal.view_referral' })).toBe(
      button,
    );
    expect(
      within(screen.getByRole('main')).queryByRole('button', { name: 'portal.view_referral' }),
    ).toBeNull();
  });

  it('keeps them in the page in the /iframe shell, which has no header of its own', async () => {
    renderRoutes(shellRoutes, '/iframe/booking-requests/abc');
    const button = await screen.findByRole('button', { name: 'portal.view_referral' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(within(screen.getByRole('main')).getByRole('button', { name: 'portal.view_referral' })).toBe(
      button,
    );
  });
});
