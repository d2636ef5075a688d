import type { Locale } from '@rb/contracts';

/**
 * The texts of one area of the product in every locale. en-AU is complete; en-NZ, en-CA and en-US
 * hold only the keys whose wording differs (spelling, terms such as "ZIP code"), and are completed
 * from en-AU; mk (Macedonian) must translate every key itself.
 */
export type AreaTexts = Record<Locale, Record<string, string>>;
