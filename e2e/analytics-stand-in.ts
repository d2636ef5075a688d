import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the analytics vendors (issue 43), on loopback HTTP: it serves a small gtag.js
 * (`/gtag/js`) that reads the gtag data layer and sends GA4 measurement-protocol hits
 * (`/g/collect?v=2&tid&en&ep.*&gcs`), and a small Matomo tracker (`/m/matomo.js`) that reads `_paq`
 * and sends `matomo.php?idsite&rec=1` hits (page views with `url`, events with `e_c`/`e_a`/`e_n`),
 * as the vendors' scripts do. Every hit is recorded with its query.
 */
const GTAG_JS = `(() => {
  const origin = new URL(document.currentScript.src).origin;
  const state = { tid: null, consent: {} };
  const send = (params) => { new Image().src = origin + '/g/collect?' + new URLSearchParams(params); };
  const gcs = () => 'G1' + (state.consent.ad_storage === 'granted' ? '1' : '0') + (state.consent.analytics_storage === 'granted' ? '1' : '0');
  const run = (args) => {
    const [command, a, b] = Array.from(args);
    if (command === 'consent') Object.assign(state.consent, b);
    else if (command === 'config') state.tid = a;
    else if (command === 'event' && state.tid && state.consent.analytics_storage === 'granted') {
      const params = { v: '2', tid: state.tid, en: a, gcs: gcs() };
      for (const [key, value] of Object.entries(b || {})) {
        params[key === 'page_location' ? 'dl' : 'ep.' + key] = String(value);
      }
      send(params);
    }
  };
  const layer = (window.dataLayer = window.dataLayer || []);
  for (const entry of layer) if (typeof entry === 'object' && 'length' in entry) run(entry);
  const push = layer.push.bind(layer);
  layer.push = (...entries) => { for (const entry of entries) if ('length' in entry) run(entry); return push(...entries); };
})();`;

const MATOMO_JS = `(() => {
  const state = { tracker: null, site: null, url: location.href };
  const send = (params) => {
    new Image().src = state.tracker + '?' + new URLSearchParams({ idsite: state.site, rec: '1', url: state.url, ...params });
  };
  const run = ([command, ...args]) => {
    if (command === 'setTrackerUrl') state.tracker = args[0];
    else if (command === 'setSiteId') state.site = args[0];
    else if (command === 'setCustomUrl') state.url = args[0];
    else if (command === 'trackPageView') send({ action_name: document.title });
    else if (command === 'trackEvent') send({ e_c: args[0], e_a: args[1], ...(args[2] ? { e_n: args[2] } : {}) });
  };
  const queue = window._paq || [];
  for (const command of queue) run(command);
  window._paq = { push: (...commands) => { for (const command of commands) run(command); } };
})();`;

export interface Hit {
  path: string;
  query: Record<string, string>;
}

export async function startAnalyticsStandIn() {
  const hits: Hit[] = [];
  const scripts: string[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/gtag/js' || url.pathname === '/m/matomo.js') {
      scripts.push(`${url.pathname}${url.search}`);
      res.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' });
      res.end(url.pathname === '/gtag/js' ? GTAG_JS : MATOMO_JS);
      return;
    }
    if (url.pathname === '/g/collect' || url.pathname === '/m/matomo.php') {
      hits.push({ path: url.pathname, query: Object.fromEntries(url.searchParams) });
      // A 1×1 GIF, as both vendors answer.
      res.writeHead(200, { 'content-type': 'image/gif', 'cache-control': 'no-store' });
      res.end(Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    scripts,
    /** The GA4 hits' event names and the Matomo hits' actions, in order. */
    gaEvents: () => hits.filter((hit) => hit.path === '/g/collect'),
    matomoHits: () => hits.filter((hit) => hit.path === '/m/matomo.php'),
    clear() {
      hits.length = 0;
      scripts.length = 0;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
