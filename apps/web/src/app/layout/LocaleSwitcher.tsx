import { type Locale, supportedLocales } from '@rb/contracts/common/locale-codes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '../../lib/i18n';
import { nativeLocaleNames } from '../../lib/locale-names';

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
