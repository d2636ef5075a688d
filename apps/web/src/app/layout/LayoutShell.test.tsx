import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, testConfig } from '../../test/support';
import { EmbeddedShell } from './EmbeddedShell';
import { LayoutShell } from './LayoutShell';

const device = vi.hoisted(() => ({ isMobile: false, isTablet: false, isDesktop: true, inIframe: false }));
vi.mock('../../lib/device-info', () => ({ deviceInfo: device }));

const page = <p>page content</p>;
const children = [
  { index: true, element: page },
  { path: '*', element: page },
];
const shellRoutes = [
  { path: '/iframe', element: <EmbeddedShell />, children },
  { path: '/', element: <LayoutShell />, children },
];

beforeEach(() => {
  Object.assign(device, { isMobile: false, isTablet: false, isDesktop: true });
  sessionStorage.clear();
  // The shell asks the server whether this browser is a kiosk (GET /api/kiosk/current): it is not.
  vi.stubGlobal('fetch', async () => Response.json({ kiosk: null }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LayoutShell', () => {
  it('has the landmarks, a skip link to #main and the page inside main', async () => {
    renderRoutes(shellRoutes, '/about');
    expect(await screen.findByText('page content')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByText('shell.skip_to_content').getAttribute('href')).toBe('#main');
  });

  it('shows the desktop menu bar with the admin link and the default header image', async () => {
    renderRoutes(shellRoutes, '/about');
    const menu = await screen.findByRole('navigation', { name: 'menu.label' });
    expect(within(menu).queryByRole('button')).toBeNull();
    expect(within(menu).getByText('menu.admin_login').getAttribute('href')).toBe('/admin');
    expect(screen.getByAltText('header.home_link').getAttribute('src')).toBe(
      '/api/assets/application/header',
    );
  });

  it('selects the confirmation header and hides the admin link on confirmation pages', async () => {
    renderRoutes(shellRoutes, '/appointments/key');
    expect((await screen.findByAltText('header.home_link')).getAttribute('src')).toBe(
      '/api/assets/application/confirmation_header',
    );
    expect(screen.queryByText('menu.admin_login')).toBeNull();
  });

  it('hides the menu in kiosk mode and carries kioskMode on footer links', async () => {
    renderRoutes(shellRoutes, '/about?kioskMode=true&regionSlug=nsw');
    await screen.findByText('page content');
    expect(screen.queryByRole('navigation', { name: 'menu.label' })).toBeNull();
    const footer = screen.getByRole('navigation', { name: 'footer.label' });
    expect(within(footer).getByText('menu.contact').getAttribute('href')).toBe(
      '/contact?kioskMode=true&regionSlug=nsw',
    );
  });

  it('opens configured external addresses in a new tab without opener', async () => {
    const config = testConfig((c) => {
      c.radiology.termsAndConditionsUrl = 'https://provider.example/terms';
    });
    renderRoutes(shellRoutes, '/', config);
    const footer = await screen.findByRole('navigation', { name: 'footer.label' });
    const terms = within(footer).getByText('menu.terms').closest('a');
    expect(terms?.getAttribute('href')).toBe('https://provider.example/terms');
    expect(terms?.getAttribute('target')).toBe('_blank');
    expect(terms?.getAttribute('rel')).toContain('noopener');
  });

  it('on mobile has a collapsible menu behind a disclosure button and no footer', async () => {
    device.isMobile = true;
    device.isDesktop = false;
    renderRoutes(shellRoutes, '/about');
    const toggle = await screen.findByRole('button', { name: /menu.open/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(list?.hidden).toBe(true);
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list?.hidden).toBe(false);
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('uses the tablet header image on tablets', async () => {
    device.isTablet = true;
    device.isDesktop = false;
    renderRoutes(shellRoutes, '/');
    expect((await screen.findByAltText('header.home_link')).getAttribute('src')).toBe(
      '/api/assets/application/header_tablet',
    );
  });

  it('shows the copyright year, version and branding, or the custom footer instead', async () => {
    const { unmount } = renderRoutes(shellRoutes, '/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} Test Imaging Pty Ltd`);
    expect(footer.textContent).toContain('Version 1.2.3');
    expect(footer.textContent).toContain('footer.provider_branding');
    unmount();
    const custom = testConfig((c) => {
      c.radiology.customFooter = '<p>Our own footer</p><script>alert(1)</script>';
    });
    renderRoutes(shellRoutes, '/', custom);
    const replaced = await screen.findByRole('contentinfo');
    expect(replaced.textContent).toContain('Our own footer');
    expect(replaced.querySelector('script')).toBeNull();
    expect(within(replaced).queryByText('menu.terms')).toBeNull();
  });

  it('hides the footer in advanced booking', async () => {
    renderRoutes(shellRoutes, '/advanced-booking');
    await screen.findByText('page content');
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('closes the banner with its button and keeps it closed for the session', async () => {
    const { unmount } = renderRoutes(shellRoutes, '/');
    const close = await screen.findByRole('button', { name: 'banner.close' });
    expect(screen.getByRole('region', { name: 'banner.label' }).textContent).toContain('Notice');
    fireEvent.click(close);
    expect(screen.queryByRole('region', { name: 'banner.label' })).toBeNull();
    unmount();
    renderRoutes(shellRoutes, '/');
    await screen.findByText('page content');
    expect(screen.queryByRole('region', { name: 'banner.label' })).toBeNull();
  });

  it('offers no close button when the banner is not closeable', async () => {
    const config = testConfig((c) => {
      c.banner.closeable = false;
    });
    renderRoutes(shellRoutes, '/', config);
    await screen.findByRole('region', { name: 'banner.label' });
    expect(screen.queryByRole('button', { name: 'banner.close' })).toBeNull();
  });

  it('shows the environment badge outside production only', async () => {
    const { unmount } = renderRoutes(shellRoutes, '/');
    expect((await screen.findByText('Environment: e2e')).closest('.badges')?.className).toContain(
      'badges-bottom-right',
    );
    unmount();
    const production = testConfig((c) => {
      c.environment.production = true;
    });
    renderRoutes(shellRoutes, '/', production);
    await screen.findByText('page content');
    expect(screen.queryByText(/Environment:/)).toBeNull();
  });
});

describe('EmbeddedShell', () => {
  it('has the banner and the page but no header, menu or footer', async () => {
    renderRoutes(shellRoutes, '/iframe/deny');
    expect(await screen.findByText('page content')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'banner.label' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
