import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LayoutShell } from '../../app/layout/LayoutShell';
import { renderRoutes, testConfig } from '../../test/support';
import { CONSENT_STORAGE_KEY, closeConsentSettings } from './consent-store';

const tagLoader = vi.hoisted(() => ({ applyConsent: vi.fn() }));
vi.mock('./tag-loader', () => tagLoader);

const routes = [{ path: '/', element: <LayoutShell />, children: [{ path: '*', element: <p>page</p> }] }];
const withMatomo = testConfig((c) => {
  c.application.matomoAnalyticsEnabled = true;
  c.application.matomoAnalyticsUrl = 'https://stats.example';
  c.application.matomoAnalyticsId = '3';
});

describe('the consent banner in the shell', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    closeConsentSettings();
    tagLoader.applyConsent.mockClear();
    vi.stubGlobal('fetch', async () => Response.json({ kiosk: null }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is not there, nor its footer button, while the provider enables no tag', async () => {
    renderRoutes(routes, '/contact');
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'consent.title' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'consent.open_settings' })).toBeNull();
  });

  it('asks before any tag loads, stores a rejection and loads nothing', async () => {
    renderRoutes(routes, '/contact', withMatomo);
    await screen.findByRole('region', { name: 'consent.title' });
    expect(tagLoader.applyConsent).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'consent.reject_all' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'consent.title' })).toBeNull());
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? '')).toMatchObject({
      analytics: false,
      marketing: false,
    });
    expect(tagLoader.applyConsent).not.toHaveBeenCalled();
  });

  it('loads the consented tags on accept, and the footer reopens the choice', async () => {
    renderRoutes(routes, '/contact', withMatomo);
    fireEvent.click(await screen.findByRole('button', { name: 'consent.accept_all' }));
    await waitFor(() => expect(tagLoader.applyConsent).toHaveBeenCalledTimes(1));
    expect(tagLoader.applyConsent.mock.calls[0]?.[0]).toMatchObject({
      tags: [{ tag: 'matomo', id: '3', url: 'https://stats.example' }],
      consent: { analytics: true },
      brand: 'CANOPY',
    });
    fireEvent.click(screen.getByRole('button', { name: 'consent.open_settings' }));
    const analytics = await screen.findByRole('checkbox', { name: 'consent.category.analytics' });
    expect((analytics as HTMLInputElement).checked).toBe(true);
    // Only the categories of enabled tags are offered: Matomo measures, it does not advertise.
    expect(screen.queryByRole('checkbox', { name: 'consent.category.marketing' })).toBeNull();
  });

  it('asks nothing on a kiosk unless the provider wants tags there', async () => {
    const onKiosks = testConfig((c) => {
      Object.assign(c.application, withMatomo.application, { analyticsOnKiosksEnabled: true });
    });
    renderRoutes(routes, '/contact?kioskMode=true', onKiosks);
    // hidden: the kiosk's identity dialog (no kiosk is known here) makes the rest of the page inert.
    expect(await screen.findByRole('region', { name: 'consent.title', hidden: true })).toBeTruthy();
    cleanup();
    renderRoutes(routes, '/contact?kioskMode=true', withMatomo);
    await screen.findByText('page');
    // The banner's code is loaded by now (above): had it been asked for, it would show.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'consent.title', hidden: true })).toBeNull();
  });
});
