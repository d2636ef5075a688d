import { z } from 'zod';
import { text } from '../common/text';

/** §1 The two brand variants whose analytics event sets the booking journey sends. */
export const analyticsBrands = ['CANOPY', 'DJP'] as const;
export const analyticsBrand = z.enum(analyticsBrands);
export type AnalyticsBrand = z.infer<typeof analyticsBrand>;

/**
 * A tag's collection address: https, or http on this machine's loopback (a browser treats loopback as
 * a secure origin, and tests stand a vendor's endpoint up there). An origin, or a folder of one (Matomo
 * is often installed under a path); no query, no trailing slash (the web adds the script's own path).
 * No transform: a served schema must encode both ways.
 */
const LOOPBACK_HTTP = /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?(\/[\w.~%-]+)*$/i;
const HTTPS_ORIGIN = /^https:\/\/[a-z0-9.-]+(:\d{1,5})?(\/[\w.~%-]+)*$/i;
export const tagOrigin = () =>
  text()
    .max(300)
    .refine(
      (value) => HTTPS_ORIGIN.test(value) || LOOPBACK_HTTP.test(value),
      'must be an https: origin (or http: on loopback), without a trailing slash',
    );

/**
 * Where each vendor's script comes from: the vendor's own origin unless the server is told otherwise
 * (a test's local stand-in). Matomo's is the provider's matomoAnalyticsUrl.
 */
export const analyticsScriptOrigins = z.object({
  google: tagOrigin(),
  facebook: tagOrigin(),
  hotjar: tagOrigin(),
});
export type AnalyticsScriptOrigins = z.infer<typeof analyticsScriptOrigins>;

export const defaultAnalyticsScriptOrigins: AnalyticsScriptOrigins = {
  google: 'https://www.googletagmanager.com',
  facebook: 'https://connect.facebook.net',
  hotjar: 'https://static.hotjar.com',
};
