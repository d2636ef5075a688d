import type { ApplicationConfiguration } from '@rb/contracts';
import { type AnalyticsTag, enabledTags } from '@rb/contracts/config/analytics-tags';
import type { ConsentCategory, ConsentChoice } from './consent-store';

/** The consent each tag needs: measuring visits, or advertising (the Facebook pixel). */
export const tagCategory: Record<AnalyticsTag['tag'], ConsentCategory> = {
  googleAnalytics: 'analytics',
  googleTagManager: 'analytics',
  matomo: 'analytics',
  hotjar: 'analytics',
  facebookPixel: 'marketing',
};

/** The tags that may run in this browser: none on a kiosk unless the provider wants them there. */
export function tagsFor(application: ApplicationConfiguration, kiosk: boolean): AnalyticsTag[] {
  if (kiosk && !application.analyticsOnKiosksEnabled) return [];
  return enabledTags(application);
}

/** The tags the visitor's choice allows. */
export const consentedTags = (tags: AnalyticsTag[], consent: ConsentChoice | null | undefined) =>
  consent ? tags.filter((tag) => consent[tagCategory[tag.tag]]) : [];

/** The categories worth asking about: those of the tags that may run. */
export const askedCategories = (tags: AnalyticsTag[]): ConsentCategory[] => [
  ...new Set(tags.map((tag) => tagCategory[tag.tag])),
];
