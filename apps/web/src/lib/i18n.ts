import {
  CHOSEN_LOCALE_COOKIE,
  isSupportedLocale,
  type Locale,
  resolveLocale,
} from '@rb/contracts/common/locale-codes';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { fetchTexts, initialTexts, initialTextsArePartial } from './translation-source';

const CHOSEN_LOCALE_KEY = 'rb.locale';
/**
 * Instances whose texts of their first locale came from a patient page, without the staff-only ones.
 * Keyed by the instance's store: react-i18next hands components a proxy of the instance, not itself.
 */
const partialTexts = new WeakMap<object, Locale>();
const staffTextLoads = new WeakMap<object, Promise<void>>();

/** The locale the visitor chose earlier in this browser, if any and still supported. */
export function chosenLocale(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): Locale | null {
  try {
    const stored = storage?.getItem(CHOSEN_LOCALE_KEY);
    return isSupportedLocale(stored) ? stored : null;
  } catch {
    return null;
  }
}

function rememberLocale(locale: Locale) {
  try {
    globalThis.localStorage?.setItem(CHOSEN_LOCALE_KEY, locale);
  } catch {
    // Storage may be off (private mode, kiosk lockdown): the choice then lasts until reload.
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and older Safari.
  document.cookie = `${CHOSEN_LOCALE_COOKIE}=${encodeURIComponent(locale)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * i18next over the server's flat translation map. Keys contain dots (`message.loading`), so key
 * and namespace separators are switched off; `{{name}}` placeholders work as usual.
 */
export async function createI18n(requestedLocale: string): Promise<i18n> {
  const { locale, fellBack } = resolveLocale(requestedLocale);
  if (fellBack) console.warn(`Unsupported locale ${requestedLocale}; using en-AU`);
  const initial = initialTexts(locale);
  const resources = initial ?? (await fetchTexts(locale));
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: false,
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { [locale]: { translation: resources } },
    returnEmptyString: false,
  });
  if (initial && initialTextsArePartial(locale)) partialTexts.set(instance.store, locale);
  document.documentElement.lang = locale;
  return instance;
}

/** Switches language, loading the server's map for it first. */
export async function changeLocale(instance: i18n, requested: Locale): Promise<void> {
  const { locale } = resolveLocale(requested);
  if (!instance.hasResourceBundle(locale, 'translation')) {
    const resources = await fetchTexts(locale);
    instance.addResourceBundle(locale, 'translation', resources);
  }
  await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
  rememberLocale(locale);
}

/** Whether the instance still lacks the staff-only texts of its language. */
export const lacksStaffTexts = (instance: i18n) => partialTexts.get(instance.store) === instance.language;

/**
 * Adds the staff-only texts the page left out: the complete texts of the language (the build's
 * hashed file, cached for good, with the provider's overrides), over what is there.
 */
export function loadStaffTexts(instance: i18n): Promise<void> {
  const locale = partialTexts.get(instance.store);
  if (!locale || locale !== instance.language) return Promise.resolve();
  // One load however many screens (or StrictMode's second mount) ask while it runs.
  let loading = staffTextLoads.get(instance.store);
  if (!loading) {
    loading = fetchTexts(locale).then(
      (texts) => {
        // Without overwriting: what is there already came from the same texts, or from a role (§6).
        instance.addResourceBundle(locale, 'translation', texts, true, false);
        partialTexts.delete(instance.store);
      },
      (error: unknown) => {
        staffTextLoads.delete(instance.store);
        throw error;
      },
    );
    staffTextLoads.set(instance.store, loading);
  }
  return loading;
}

/** Role-specific texts from the authentication response are merged over the base ones (§6). */
export function mergeRoleTranslations(instance: i18n, roleTranslations: string | null | undefined): void {
  if (!roleTranslations) return;
  try {
    const map = JSON.parse(roleTranslations) as Record<string, string>;
    instance.addResourceBundle(instance.language, 'translation', map, true, true);
  } catch {
    console.warn('Role translations could not be read; base translations stay');
  }
}
