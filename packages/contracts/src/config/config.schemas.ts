import { z } from 'zod';
import { localeSchema } from '../common/locale';
import { signInSettings } from '../identity/identity.schemas';

/** §3 Application configuration. Analytics and chat fields are stored and served; scripts that need
 *  the outside network are only loaded by the web when enabled, and must fail quietly offline. */
export const applicationConfiguration = z.object({
  jsLocale: z.string().default('en-AU'),
  metaTitle: z.string(),
  metaDescription: z.string(),
  metaFbDescription: z.string(),
  metaKeywords: z.string(),
  googleVerificationId: z.string().nullable(),
  googleVerificationEnabled: z.boolean(),
  googleAnalyticsEnabled: z.boolean(),
  googleTagManagerEnabled: z.boolean(),
  googleTagManagerId: z.string().nullable(),
  googleTrackingId: z.string().nullable(),
  facebookTrackingEnabled: z.boolean(),
  facebookTrackingId: z.string().nullable(),
  hotjarEnabled: z.boolean(),
  hotjarSiteId: z.string().nullable(),
  matomoAnalyticsEnabled: z.boolean(),
  matomoAnalyticsUrl: z.string().nullable(),
  matomoAnalyticsId: z.string().nullable(),
  questionnaireCss: z.string(),
  kioskNoActivitySeconds: z.number().int().min(5).max(3600),
  showLinkToAdminPanel: z.boolean(),
  adminPanelUrl: z.string(),
  versionOnPatientPortalEnabled: z.boolean(),
  referrerReportQualityFeedbackEnabled: z.boolean(),
  googleMapsApiKey: z.object({ key: z.string().nullable() }),
  mapTileUrl: z.string(),
  mapAttribution: z.string(),
  chat: z.object({
    deploymentId: z.string().nullable(),
    url: z.string().nullable(),
    environment: z.string().nullable(),
    completeMessage: z.string().nullable(),
  }),
  signIn: z.object({ clientId: z.string(), authority: z.string(), redirectUri: z.string() }),
  otpResendWaitSeconds: z.number().int().min(0).max(600),
  shareNoteMaxLength: z.number().int().min(1).max(2000),
});
export type ApplicationConfiguration = z.infer<typeof applicationConfiguration>;

/** §3 Body-figure configuration. */
export const bodyFigureConfiguration = z.object({
  gradientColor: z.string(),
  bodyPartHoverColor: z.string(),
  bodyPartHoverTransitionTime: z.string(),
  bodyPartsCss: z.string(),
});
export type BodyFigureConfiguration = z.infer<typeof bodyFigureConfiguration>;

/** §3 Radiology config: who the provider is and how the shell presents it. */
export const radiologyConfig = z.object({
  name: z.string(),
  code: z.string(),
  longName: z.string(),
  about: z.string(),
  contact: z.string(),
  aboutUrl: z.string().nullable(),
  contactUrl: z.string().nullable(),
  homeUrl: z.string().nullable(),
  termsAndConditionsUrl: z.string().nullable(),
  privacyPolicyUrl: z.string().nullable(),
  confirmationHeaderUrl: z.string().nullable(),
  customFooter: z.string().nullable(),
  showCustomHeaderAndFooter: z.boolean(),
  showMenuOnConfirmationPage: z.boolean(),
  closeBanner: z.boolean(),
  bannerPositionCss: z.string(),
  showProviderBranding: z.boolean(),
  domainAdminEmail: z.string(),
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
  family: z.string(),
  style: z.string(),
  weight: z.string(),
  srcUrl: z.string(),
  srcFormat: z.string(),
  unicodeRange: z.string().nullable(),
});
export const theme = z.object({
  properties: z.record(z.string().regex(/^--[a-zA-Z0-9-]+$/), z.string()),
  fontConfig: z.array(fontConfigEntry),
});
export type Theme = z.infer<typeof theme>;

export const badgePosition = z.enum(['top-left', 'top-right', 'bottom-left', 'bottom-right']);
export type BadgePosition = z.infer<typeof badgePosition>;

/** The dismissible banner at the top of every page (§2 Layout). */
export const banner = z.object({
  enabled: z.boolean(),
  html: z.string(),
  closeable: z.boolean(),
  positionCss: z.string(),
});
export type Banner = z.infer<typeof banner>;

/** Environment badge: shown with the active profiles when not production. */
export const environmentBadge = z.object({
  production: z.boolean(),
  activeProfiles: z.array(z.string()),
  position: badgePosition,
});
export type EnvironmentBadge = z.infer<typeof environmentBadge>;

/** What an upload must be, so the web can refuse a wrong file before sending it (§5). */
export const uploadRules = z.object({
  validReferralContentTypes: z.array(z.string()),
  maxUploadBytes: z.number().int().positive(),
});
export type UploadRules = z.infer<typeof uploadRules>;

/** Everything the SPA needs at start-up, in one answer. No secrets. */
export const publicConfig = z.object({
  version: z.string(),
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
  errorReportingDsn: z.string().nullable(),
  /** Staff and referrer sign-in (OpenID Connect, public client with PKCE); no secret. */
  signIn: signInSettings,
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const translationsQuery = z.object({ lang: z.string().max(20).optional() });
export const translationMap = z.record(z.string(), z.string());
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

export const termsResponse = z.object({ html: z.string() });

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
