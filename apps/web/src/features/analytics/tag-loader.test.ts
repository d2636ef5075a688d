import type { AnalyticsTag } from '@rb/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ConsentChoice } from './consent-store';

const origins = {
  google: 'http://127.0.0.1:4000',
  facebook: 'http://127.0.0.1:4001',
  hotjar: 'http://127.0.0.1:4002',
};
const tags: AnalyticsTag[] = [
  { tag: 'googleAnalytics', id: 'G-TEST' },
  { tag: 'facebookPixel', id: '42' },
  { tag: 'matomo', id: '3', url: 'http://127.0.0.1:4003/m' },
];
const choice = (analytics: boolean, marketing: boolean): ConsentChoice => ({
  version: 1,
  analytics,
  marketing,
  decidedAt: '2026-12-03T07:00:00.000Z',
});
type TagWindow = Window & { dataLayer?: unknown[]; _paq?: unknown[][]; fbq?: unknown; gtag?: unknown };
const w = () => window as TagWindow;
const scripts = () =>
  [...document.head.querySelectorAll('script')].map((script) => script.getAttribute('src'));
// A fresh module (its loaded tags) and fresh globals per test, as on a fresh page.
async function freshLoader() {
  vi.resetModules();
  const events = await import('./journey-events');
  const loader = await import('./tag-loader');
  return { events, loader };
}

describe('tag loader', () => {
  beforeEach(() => {
    for (const name of ['dataLayer', 'gtag', 'fbq', '_fbq', '_paq', 'hj', '_hjSettings']) {
      delete (window as unknown as Record<string, unknown>)[name];
    }
    document.head.innerHTML = '';
  });
  afterEach(() => vi.restoreAllMocks());

  it('denies every Google signal before any tag, then grants what was chosen, and loads only consented tags', async () => {
    const { loader } = await freshLoader();
    loader.applyConsent({ tags, origins, consent: choice(true, false), brand: 'CANOPY' });
    const commands = (w().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands[0]).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(commands[1]).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(commands).toContainEqual([
      'config',
      'G-TEST',
      expect.objectContaining({ site_speed_sample_rate: 5, send_page_view: false }),
    ]);
    expect(scripts()).toEqual([
      'http://127.0.0.1:4000/gtag/js?id=G-TEST',
      'http://127.0.0.1:4003/m/matomo.js',
    ]);
    expect(w().fbq).toBeUndefined();
    expect(w()._paq).toContainEqual(['setTrackerUrl', 'http://127.0.0.1:4003/m/matomo.php']);
  });

  it('sends the brand’s events for journey steps, with no query or key in the page address', async () => {
    window.history.replaceState(null, '', '/appointments/Ab3dEf6hIj9kLm2nOp5qRs8t?dateOfBirth=1980-01-01');
    const { loader, events } = await freshLoader();
    events.expectTags(true);
    events.trackStep(
      events.journeyEvent('3.1', { examSlugs: ['mri-brain', 'Jane Citizen'], modality: 'MRI' }),
    );
    loader.applyConsent({ tags, origins, consent: choice(true, true), brand: 'DJP' });
    const commands = (w().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(commands).toContainEqual([
      'event',
      'page_view',
      { page_location: `${window.location.origin}/appointments/[key]` },
    ]);
    expect(commands).toContainEqual([
      'event',
      'djp_step_3_1',
      { funnel: 'booking_funnel', step: '3.1', exam: 'mri-brain', modality: 'mri' },
    ]);
    expect(w()._paq).toContainEqual(['trackEvent', 'booking_funnel', 'referral_uploaded', '3.1']);
    expect(JSON.stringify(w().dataLayer)).not.toMatch(/Jane|1980|dateOfBirth/);
    expect(scripts()).toContain('http://127.0.0.1:4001/en_US/fbevents.js');
  });

  it('reloads the page when a consent that started a tag is taken back', async () => {
    const { loader } = await freshLoader();
    const reload = vi.fn();
    loader.applyConsent({ tags, origins, consent: choice(true, false), brand: 'CANOPY' }, reload);
    // More consent (marketing too) needs no reload: the pixel just starts.
    loader.applyConsent({ tags, origins, consent: choice(true, true), brand: 'CANOPY' }, reload);
    expect(reload).not.toHaveBeenCalled();
    loader.applyConsent({ tags, origins, consent: choice(false, true), brand: 'CANOPY' }, reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the step a page sends before the shell has read the choice, and sends it once the tags start', async () => {
    const { loader, events } = await freshLoader();
    events.trackStep(events.journeyEvent('0'));
    events.expectTags(true);
    loader.applyConsent({ tags, origins, consent: choice(true, false), brand: 'CANOPY' });
    const sent = (w().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
    expect(sent).toContainEqual(['event', 'booking_step', { step_number: '0', step_name: 'exam_choice' }]);
  });

  it('drops events while no consent allows a tag', async () => {
    const { loader, events } = await freshLoader();
    events.trackStep(events.journeyEvent('2'));
    events.expectTags(false);
    events.expectTags(true);
    loader.applyConsent({ tags, origins, consent: choice(true, false), brand: 'CANOPY' });
    const names = (w().dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)[1]);
    expect(names).not.toContain('booking_step');
  });
});
