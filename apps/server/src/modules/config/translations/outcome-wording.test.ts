import { supportedLocales } from '@rb/contracts';
import { describe, expect, it } from 'vitest';
import { baseTranslations } from './index';

/**
 * Outcome messages show while the patient still has to send the enquiry form: they say what will
 * happen, never that something was already sent (§4 Booking; the confirmation page says that).
 */
describe('questionnaire outcome messages', () => {
  const alreadySent: Record<string, RegExp> = {
    en: /\b(we have|we've) sent\b|\bhas been sent\b/i,
    mk: /испративме|е испратен/i,
  };
  it.each(supportedLocales)('%s outcome texts promise nothing already sent', (locale) => {
    const texts = baseTranslations[locale];
    const pattern = alreadySent[locale === 'mk' ? 'mk' : 'en'] as RegExp;
    const claims = Object.entries(texts)
      .filter(([key]) => key.startsWith('message.questionnaire_outcome_'))
      .filter(([, text]) => pattern.test(text))
      .map(([key]) => key);
    expect(claims).toEqual([]);
  });
});
