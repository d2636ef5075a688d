import {
  CHOSEN_LOCALE_COOKIE,
  isSupportedLocale,
  type Locale,
  resolveLocale,
} from '@rb/contracts/common/locale-codes';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDateLocale } from './date-locales';
import { fetchTexts } from './translation-source';

const CHOSEN_LOCALE_KEY = 'rb.locale';

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
  const [resources] = await Promise.all([fetchTexts(locale), loadDateLocale(locale)]);
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
  document.documentElement.lang = locale;
  return instance;
}

/** Switches language, loading its texts and dates first. */
export async function changeLocale(instance: i18n, requested: Locale): Promise<void> {
  const { locale } = resolveLocale(requested);
  const texts = instance.hasResourceBundle(locale, 'translation') ? undefined : fetchTexts(locale);
  const [resources] = await Promise.all([texts, loadDateLocale(locale)]);
  if (resources) instance.addResourceBundle(locale, 'translation', resources);
  await instance.changeLanguage(locale);
  document.documentElement.lang = locale;
  rememberLocale(locale);
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
