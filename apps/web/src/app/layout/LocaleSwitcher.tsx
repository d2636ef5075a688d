import { type Locale, supportedLocales } from '@rb/contracts/common/locale-codes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../lib/i18n';

/**
 * A table rather than Intl.DisplayNames: building five of those on every render of the shell was
 * the page load's costliest script in Chromium (ICU data per locale), and its wording differs by browser.
 */
const nativeLocaleNames: Record<Locale, string> = {
  'en-AU': 'English (Australia)',
  'en-NZ': 'English (New Zealand)',
  'en-CA': 'English (Canada)',
  'en-US': 'English (United States)',
  mk: 'Македонски',
};

/**
 * The five locales, each named in its own language so a reader finds theirs whatever is shown now.
 * Week starts follow the locale (§9), so nothing else changes here.
 */
export function LocaleSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [busy, setBusy] = useState(false);

  async function select(locale: Locale) {
    setBusy(true);
    try {
      await changeLocale(i18n, locale);
    } catch (error) {
      console.warn('Could not switch language', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="locale-switcher">
      <label htmlFor={id}>{t('locale.label')}</label>
      <select
        id={id}
        value={i18n.language}
        disabled={busy}
        onChange={(event) => void select(event.target.value as Locale)}
      >
        {supportedLocales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {nativeLocaleNames[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
