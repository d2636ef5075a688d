import type { AnalyticsBrand, AnalyticsScriptOrigins, AnalyticsTag } from '@rb/contracts';
import { scrubUrl } from '@rb/contracts/common/error-report-scrubber';
import { type BrandEvent, brandEventSets } from './brand-events';
import type { ConsentChoice } from './consent-store';
import { connectTags, type JourneyEvent } from './journey-events';
import { tagCategory } from './tags';

/**
 * Loads the consented analytics tags (issue 43). Only ever imported after the visitor consented, so
 * none of this is in a page's first load. Each vendor's own snippet, written as code (the policy
 * allows no inline script), then the vendor's script from its origin.
 */

type Queue = unknown[];
interface TagWindow {
  dataLayer?: Queue;
  gtag?: (...args: unknown[]) => void;
  fbq?: FacebookQueue;
  _fbq?: FacebookQueue;
  _paq?: Queue;
  hj?: ((...args: unknown[]) => void) & { q?: Queue };
  _hjSettings?: { hjid: number; hjsv: number };
}
type FacebookQueue = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: Queue;
  push: unknown;
  loaded: boolean;
  version: string;
};

const tagWindow = () => window as unknown as TagWindow;

/** §9: the site speed sample rate while analytics is on. */
export const SITE_SPEED_SAMPLE_RATE = 5;

export interface TagOptions {
  tags: AnalyticsTag[];
  origins: AnalyticsScriptOrigins;
  consent: ConsentChoice;
  brand: AnalyticsBrand;
}

const loaded = new Set<AnalyticsTag['tag']>();

/**
 * The page's address as the tags see it, through the error reports' scrubber (contracts): no query
 * (it can hold a date of birth), booking keys, slugs and tokens replaced by `[key]`.
 */
const scrubbedLocation = () => scrubUrl(window.location.href);

/** Google Consent Mode v2 from the visitor's choice. */
export const consentMode = (consent: Pick<ConsentChoice, 'analytics' | 'marketing'>) => {
  const state = (on: boolean) => (on ? 'granted' : 'denied');
  return {
    analytics_storage: state(consent.analytics),
    ad_storage: state(consent.marketing),
    ad_user_data: state(consent.marketing),
    ad_personalization: state(consent.marketing),
  };
};

/** gtag's queue, with every Google signal denied before any Google script runs. */
function gtag(): (...args: unknown[]) => void {
  const w = tagWindow();
  w.dataLayer ??= [];
  if (!w.gtag) {
    const dataLayer = w.dataLayer;
    w.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads Arguments objects from its data layer, not arrays.
      dataLayer.push(arguments);
    };
    w.gtag('consent', 'default', consentMode({ analytics: false, marketing: false }));
  }
  return w.gtag;
}

function addScript(src: string) {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

function startTag(tag: AnalyticsTag, origins: AnalyticsScriptOrigins) {
  const w = tagWindow();
  const id = encodeURIComponent(tag.id);
  switch (tag.tag) {
    case 'googleAnalytics':
      gtag()('js', new Date());
      // Page views are sent by route (pageView), with the scrubbed address, not gtag's own.
      gtag()('config', tag.id, {
        send_page_view: false,
        site_speed_sample_rate: SITE_SPEED_SAMPLE_RATE,
        page_location: scrubbedLocation(),
      });
      addScript(`${origins.google}/gtag/js?id=${id}`);
      return;
    case 'googleTagManager':
      gtag();
      w.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
      addScript(`${origins.google}/gtm.js?id=${id}`);
      return;
    case 'facebookPixel': {
      if (!w.fbq) {
        const fbq = ((...args: unknown[]) => {
          if (fbq.callMethod) fbq.callMethod(...args);
          else fbq.queue.push(args);
        }) as FacebookQueue;
        Object.assign(fbq, { queue: [], push: fbq, loaded: true, version: '2.0' });
        w.fbq = fbq;
        w._fbq = fbq;
      }
      w.fbq('init', tag.id);
      addScript(`${origins.facebook}/en_US/fbevents.js`);
      return;
    }
    case 'hotjar': {
      const hj = Object.assign(
        (...args: unknown[]) => {
          hj.q ??= [];
          hj.q.push(args);
        },
        { q: [] as Queue },
      );
      w.hj ??= hj;
      w._hjSettings = { hjid: Number(tag.id), hjsv: 6 };
      addScript(`${origins.hotjar}/c/hotjar-${id}.js?sv=6`);
      return;
    }
    case 'matomo':
      w._paq ??= [];
      w._paq.push(['setTrackerUrl', `${tag.url}/matomo.php`], ['setSiteId', tag.id]);
      addScript(`${tag.url}/matomo.js`);
      return;
  }
}

function sendPage(tags: Set<AnalyticsTag['tag']>) {
  const w = tagWindow();
  const location = scrubbedLocation();
  if (tags.has('googleAnalytics')) gtag()('event', 'page_view', { page_location: location });
  if (tags.has('googleTagManager')) w.dataLayer?.push({ event: 'page_view', page_location: location });
  if (tags.has('matomo')) w._paq?.push(['setCustomUrl', location], ['trackPageView']);
  if (tags.has('facebookPixel')) w.fbq?.('track', 'PageView');
}

function sendEvent(tags: Set<AnalyticsTag['tag']>, event: BrandEvent) {
  const w = tagWindow();
  if (tags.has('googleAnalytics')) gtag()('event', event.name, event.params);
  if (tags.has('googleTagManager')) w.dataLayer?.push({ event: event.name, ...event.params });
  if (tags.has('matomo')) {
    w._paq?.push(['trackEvent', event.category, event.action, ...(event.label ? [event.label] : [])]);
  }
  if (tags.has('facebookPixel')) w.fbq?.('trackCustom', event.name, event.params);
  if (tags.has('hotjar')) w.hj?.('event', event.name);
}

/**
 * Starts the tags the choice allows (once each) and tells Google of the choice. A choice that takes
 * back a consent reloads the page: a vendor script that has run cannot be unloaded, and only a fresh
 * page is sure to send nothing more.
 */
export function applyConsent(options: TagOptions, reload = () => window.location.reload()) {
  const { consent } = options;
  if ([...loaded].some((tag) => !consent[tagCategory[tag]])) {
    reload();
    return;
  }
  const allowed = options.tags.filter((tag) => consent[tagCategory[tag.tag]]);
  if (allowed.some((tag) => tag.tag === 'googleAnalytics' || tag.tag === 'googleTagManager')) {
    gtag()('consent', 'update', consentMode(consent));
  }
  const fresh = allowed.filter((tag) => !loaded.has(tag.tag));
  for (const tag of fresh) {
    startTag(tag, options.origins);
    loaded.add(tag.tag);
  }
  if (fresh.length > 0) sendPage(new Set(fresh.map((tag) => tag.tag)));
  const toBrand = brandEventSets[options.brand];
  connectTags({
    step: (event: JourneyEvent) => sendEvent(loaded, toBrand(event)),
    page: () => sendPage(loaded),
  });
}
