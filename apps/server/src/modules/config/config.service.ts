import { isSupportedLocale, type PublicConfig, resolveLocale, type TranslationMap } from '@rb/contracts';
import type { AppDeps } from '../../platform/deps';
import { webErrorReporting } from '../../platform/error-reporting';
import { notFound } from '../../platform/errors';
import { identitySettings, signInSettingsOf } from '../../platform/identity-settings';
import { analyticsScriptOriginsOf } from './config.analytics';
import { defaultSections } from './config.defaults';
import { type ConfigRepository, createConfigRepository } from './config.repository';
import {
  parseSection,
  type SectionName,
  type Sections,
  sectionNames,
  sectionSchemas,
} from './config.sections';
import { baseTranslations } from './translations';

/** The provider's radiology section as the SPA may see it: the staff address stays on the server. */
function publicRadiology({ domainAdminEmail: _staffOnly, ...radiology }: Sections['radiology']) {
  return radiology;
}

/**
 * Larger images stay requests: the page is not cached (`no-cache`), so what it carries is paid on
 * every visit, while the image's own address is cached for an hour.
 */
export const inlineImageMaxBytes = 4096;
const inlineImageTypes = new Set(['image/svg+xml', 'image/png', 'image/jpeg', 'image/gif', 'image/webp']);

export const appVersion = process.env.npm_package_version ?? '0.1.0';

/** Merged texts by locale and overrides: five locales, and overrides change rarely. */
const MAX_MERGED_TRANSLATIONS = 50;

export function createConfigService(deps: Pick<AppDeps, 'env' | 'log'>, repository: ConfigRepository) {
  const mergedTranslations = new Map<string, Readonly<TranslationMap>>();

  /** Stored sections over the defaults; a stored section that no longer validates is logged and replaced. */
  async function readSections(): Promise<Sections> {
    const stored = await repository.readSections();
    const entries = sectionNames.map((name) => {
      const raw = stored.get(name);
      if (raw === undefined) return [name, defaultSections[name]];
      const parsed = sectionSchemas[name].safeParse(raw);
      if (!parsed.success) {
        deps.log.error(
          { section: name, issues: parsed.error.issues },
          'stored configuration section is invalid',
        );
        return [name, defaultSections[name]];
      }
      return [name, parsed.data];
    });
    return Object.fromEntries(entries) as Sections;
  }

  return {
    readSections,

    async section<S extends SectionName>(name: S): Promise<Sections[S]> {
      return (await readSections())[name];
    },

    async publicConfig(): Promise<PublicConfig> {
      const sections = await readSections();
      // Production is the NODE_ENV, whatever profiles are active: the environment badge never shows there.
      const production = deps.env.NODE_ENV === 'production';
      const jsLocale = sections.application.jsLocale;
      // Sign-in settings follow the environment (built-in or external issuer), not a stored section.
      const signIn = signInSettingsOf(identitySettings(deps.env));
      return {
        version: appVersion,
        defaultLocale: isSupportedLocale(jsLocale) ? jsLocale : 'en-AU',
        application: {
          ...sections.application,
          signIn: { clientId: signIn.clientId, authority: signIn.authority, redirectUri: signIn.redirectUri },
        },
        bodyFigure: sections.bodyFigure,
        radiology: publicRadiology(sections.radiology),
        bookingRequest: sections.bookingRequest,
        features: sections.features,
        theme: sections.theme,
        banner: sections.banner,
        environment: {
          production,
          activeProfiles: deps.env.ACTIVE_PROFILES,
          position: sections.badge.position,
        },
        uploads: {
          validReferralContentTypes: deps.env.VALID_REFERRAL_CONTENT_TYPES,
          maxUploadBytes: deps.env.MAX_UPLOAD_BYTES,
        },
        errorReporting: webErrorReporting(deps.env),
        googleMapsScriptUrl: deps.env.GOOGLE_MAPS_SCRIPT_URL,
        analyticsScriptOrigins: analyticsScriptOriginsOf(deps.env),
        signIn,
      };
    },

    /**
     * Base texts of the locale (en-AU when unsupported, with a warning) merged with the provider's
     * overrides; the same overrides give the same object, so a thousand texts are not copied per call.
     */
    async translations(requested: string | undefined): Promise<TranslationMap> {
      const { locale, fellBack } = resolveLocale(requested);
      if (fellBack) deps.log.warn({ requested }, 'unsupported locale requested; answering en-AU');
      const overrides = await repository.readTranslationOverrides(locale);
      const key = `${locale}|${JSON.stringify(overrides)}`;
      let merged = mergedTranslations.get(key);
      if (!merged) {
        if (mergedTranslations.size >= MAX_MERGED_TRANSLATIONS) mergedTranslations.clear();
        merged = Object.freeze({ ...baseTranslations[locale], ...overrides });
        mergedTranslations.set(key, merged);
      }
      return merged;
    },

    /** The provider's own wording of the locale only; the base texts are the web build's hashed files. */
    async translationOverrides(requested: string | undefined): Promise<TranslationMap> {
      return repository.readTranslationOverrides(resolveLocale(requested).locale);
    },

    /**
     * What index.html carries for the first render (issue 16): the public configuration, and the
     * visitor's chosen locale (the configured one when none or an unsupported one was chosen) with
     * its base texts and the provider's overrides of them, for the shell the server paints.
     */
    async initialState(chosenLocale: string | undefined) {
      const config = await this.publicConfig();
      const locale = isSupportedLocale(chosenLocale) ? chosenLocale : config.defaultLocale;
      const overrides = await repository.readTranslationOverrides(locale);
      return { config, locale, baseTexts: baseTranslations[locale], overrides };
    },

    /** Staff replace a whole section; the next GET /api/config serves it. */
    async updateSection(section: SectionName, value: unknown): Promise<void> {
      await repository.writeSection(section, parseSection(section, value));
      deps.log.info({ section }, 'configuration section updated');
    },

    async terms(): Promise<{ html: string }> {
      return (await readSections()).terms;
    },

    /**
     * A stored application image as a data URL when it is small enough to travel in the page: the
     * boot shell then paints the header without a request (decision 0033). Undefined otherwise.
     */
    async inlineImage(address: string): Promise<string | undefined> {
      const name = /^\/api\/assets\/application\/(\w+)$/.exec(address)?.[1];
      if (!name) return undefined;
      // Asked on every page load: a larger image stays in the database.
      const asset = await repository.readAssetUpTo(name, inlineImageMaxBytes);
      if (!asset || !inlineImageTypes.has(asset.contentType)) return undefined;
      return `data:${asset.contentType};base64,${Buffer.from(asset.data).toString('base64')}`;
    },

    async asset(name: string) {
      const asset = await repository.readAsset(name);
      if (!asset) throw notFound();
      return asset;
    },
  };
}

export type ConfigService = ReturnType<typeof createConfigService>;

/** The provider's configuration over the database, for another module that renders with it. */
export const configServiceOf = (deps: Pick<AppDeps, 'db' | 'env' | 'log'>) =>
  createConfigService(deps, createConfigRepository(deps.db));
