import type { Locale } from '@rb/contracts/common/locale-codes';

/**
 * Each locale named in its own language. A table rather than Intl.DisplayNames: building five of
 * those on every render of the shell was the page load's costliest script in Chromium (ICU data per
 * locale), and its wording differs by browser.
 */
export const nativeLocaleNames: Record<Locale, string> = {
  'en-AU': 'English (Australia)',
  'en-NZ': 'English (New Zealand)',
  'en-CA': 'English (Canada)',
  'en-US': 'English (United States)',
  mk: 'Македонски',
};
