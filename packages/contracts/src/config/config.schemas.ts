import { z } from 'zod';
import { configuredUrl } from '../common/configured-html';
import { localeSchema } from '../common/locale';
import { multilineText, text } from '../common/text';
import { signInSettings } from '../identity/identity.schemas';
import {
  analyticsBrand,
  analyticsScriptOrigins,
  defaultAnalyticsScriptOrigins,
  tagOrigin,
} from './analytics.schemas';

/** §3 Application configuration. Analytics and chat fields are stored and served; scripts that need
 *  the outside network are only loaded by the web when enabled, and must fail quietly offline. */
export const applicationConfiguration = z.object({
  jsLocale: text().default('en-AU'),
  metaTitle: text(),
  metaDescription: multilineText(),
  metaFbDescription: multilineText(),
  metaKeywords: multilineText(),
  googleVerificationId: text().nullable(),
  googleVerificationEnabled: z.boolean(),
  googleAnalyticsEnabled: z.boolean(),
  googleTagManagerEnabled: z.boolean(),
  googleTagManagerId: text().nullable(),
  googleTrackingId: text().nullable(),
  facebookTrackingEnabled: z.boolean(),
  facebookTrackingId: text().nullable(),
  hotjarEnabled: z.boolean(),
  hotjarSiteId: text().nullable(),
  matomoAnalyticsEnabled: z.boolean(),
  matomoAnalyticsUrl: tagOrigin().nullable(),
  matomoAnalyticsId: text().nullable(),
  /** Which brand's event set the booking journey sends (§1, §9); a section stored before it reads CANOPY. */
  analyticsBrand: analyticsBrand.default('CANOPY'),
  /** Tags load on kiosks only when the provider says so: a kiosk is shared, its visitor cannot consent for the next. */
  analyticsOnKiosksEnabled: z.boolean().default(false),
  questionnaireCss: multilineText(),
  kioskNoActivitySeconds: z.number().int().min(5).max(3600),
  showLinkToAdminPanel: z.boolean(),
  adminPanelUrl: configuredUrl(),
  versionOnPatientPortalEnabled: z.boolean(),
  referrerReportQualityFeedbackEnabled: z.boolean(),
  /** With a key the clinic map is Google's; without one Leaflet over the tile server below. */
  googleMapsApiKey: z.object({ key: text().nullable() }),
  /** The provider's tile server (`{z}/{x}/{y}`); none: the map shows its markers on a plain ground. */
  mapTileUrl: configuredUrl({ path: false }).nullable(),
  /** The tile provider's credit line (HTML), shown with its tiles. */
  mapAttribution: text(),
  chat: z.object({
    deploymentId: text().nullable(),
    url: configuredUrl({ path: false }).nullable(),
    environment: text().nullable(),
    completeMessage: multilineText().nullable(),
  }),
  signIn: z.object({ clientId: text(), authority: text(), redirectUri: text() }),
  otpResendWaitSeconds: z.number().int().min(0).max(600),
  shareNoteMaxLength: z.number().int().min(1).max(2000),
});
export type ApplicationConfiguration = z.infer<typeof applicationConfiguration>;

/** §3 Body-figure configuration. */
export const bodyFigureConfiguration = z.object({
  gradientColor: text(),
  bodyPartHoverColor: text(),
  bodyPartHoverTransitionTime: text(),
  bodyPartsCss: multilineText(),
});
export type BodyFigureConfiguration = z.infer<typeof bodyFigureConfiguration>;

/**
 * §3 Radiology config: who the provider is and how the shell presents it. The stored section also
 * holds `domainAdminEmail` (the staff address patients write to), which stays on the server.
 */
export const radiologyConfig = z.object({
  name: text(),
  code: text(),
  longName: text(),
  about: multilineText(),
  contact: multilineText(),
  aboutUrl: configuredUrl().nullable(),
  contactUrl: configuredUrl({ mailto: true, tel: true }).nullable(),
  homeUrl: configuredUrl().nullable(),
  termsAndConditionsUrl: configuredUrl().nullable(),
  privacyPolicyUrl: configuredUrl().nullable(),
  confirmationHeaderUrl: configuredUrl().nullable(),
  customFooter: multilineText().nullable(),
  showCustomHeaderAndFooter: z.boolean(),
  showMenuOnConfirmationPage: z.boolean(),
  closeBanner: z.boolean(),
  bannerPositionCss: multilineText(),
  showProviderBranding: z.boolean(),
});
export type RadiologyConfig = z.infer<typeof radiologyConfig>;

/** §3 Booking request config. */
export const bookingRequestConfig = z.object({ bookingRequestsDownloadReferralEnabled: z.boolean() });

/** §6 feature flags. */
export const featureFlags = z.object({
  referrerReportQualityFeedbackEnabled: z.boolean(),
  hidePostalCode: z.boolean(),
  showUnableToLocateWindow: z.boolean(),
  weekStartsTodayEnabled: z.boolean(),
  patientPortalBackgroundImageEnabled: z.boolean(),
  smsSharingEnabled: z.boolean(),
  referralDownloadEnabled: z.boolean(),
  showLinkToAdminPanel: z.boolean(),
  versionOnPatientPortalEnabled: z.boolean(),
});
export type FeatureFlags = z.infer<typeof featureFlags>;

/** §3 Theme: CSS variables and font faces. */
export const fontConfigEntry = z.object({
  family: text(),
  style: text(),
  weight: text(),
  srcUrl: configuredUrl(),
  srcFormat: text(),
  unicodeRange: text().nullable(),
});
export const theme = z.object({
  properties: z.record(text().regex(/^--[a-zA-Z0-9-]+$/), text()),
  fontConfig: z.array(fontConfigEntry),
});
export type Theme = z.infer<typeof theme>;

export const badgePosition = z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
export type BadgePosition = z.infer<typeof badgePosition>;

/** The dismissible banner at the top of every page (§2 Layout). */
export const banner = z.object({
  enabled: z.boolean(),
  html: multilineText(),
  closeable: z.boolean(),
  positionCss: multilineText(),
});
export type Banner = z.infer<typeof banner>;

/** Environment badge: shown with the active profiles when not production. */
export const environmentBadge = z.object({
  production: z.boolean(),
  activeProfiles: z.array(text()),
  position: badgePosition,
});
export type EnvironmentBadge = z.infer<typeof environmentBadge>;

/** What an upload must be, so the web can refuse a wrong file before sending it (§5). */
export const uploadRules = z.object({
  validReferralContentTypes: z.array(text()),
  maxUploadBytes: z.number().int().positive(),
});
export type UploadRules = z.infer<typeof uploadRules>;

/** Everything the SPA needs at start-up, in one answer. No secrets. */
export const publicConfig = z.object({
  version: text(),
  defaultLocale: localeSchema,
  application: applicationConfiguration,
  bodyFigure: bodyFigureConfiguration,
  radiology: radiologyConfig,
  bookingRequest: bookingRequestConfig,
  features: featureFlags,
  theme,
  banner,
  environment: environmentBadge,
  uploads: uploadRules,
  /** The web's error reporting (decision 0058); null when no DSN is configured: the SDK is not loaded. */
  errorReporting: z
    .object({ dsn: text(), environment: text(), tracesSampleRate: z.number().min(0).max(1) })
    .nullable(),
  /** Where the Maps JavaScript API loads from when a Google Maps key is configured (GOOGLE_MAPS_SCRIPT_URL). */
  googleMapsScriptUrl: text(),
  /** Origins of the analytics vendors' scripts (the server's setting; the vendors' own by default). */
  analyticsScriptOrigins: analyticsScriptOrigins.default(defaultAnalyticsScriptOrigins),
  /** Staff and referrer sign-in (OpenID Connect, public client with PKCE); no secret. */
  signIn: signInSettings,
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const translationsQuery = z.object({ lang: text().max(20).optional() });
export const translationMap = z.record(text(), multilineText());
export type TranslationMap = z.infer<typeof translationMap>;

export const applicationAssetNames = [
  'favicon',
  'header',
  'header_tablet',
  'confirmation_header',
  'check_in_header',
  'image_viewer_banner',
  'patient_portal_background',
] as const;
export const applicationAssetName = z.enum(applicationAssetNames);
export type ApplicationAssetName = z.infer<typeof applicationAssetName>;

export const termsResponse = z.object({ html: text() });

/** The stored configuration sections staff may replace. */
export const configSectionNames = [
  'application',
  'bodyFigure',
  'radiology',
  'bookingRequest',
  'features',
  'theme',
  'banner',
  'badge',
  'terms',
  'integration',
] as const;
export const configSectionName = z.enum(configSectionNames);
export type ConfigSectionName = z.infer<typeof configSectionName>;
