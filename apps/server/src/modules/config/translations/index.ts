import type { Locale } from '@rb/contracts';
import { enAU } from './en-AU';
import { enCA } from './en-CA';
import { enNZ } from './en-NZ';
import { enUS } from './en-US';
import { mk } from './mk';

/** Base texts per supported locale; the provider's overrides from the database are merged over them. */
export const baseTranslations: Record<Locale, Record<string, string>> = {
  'en-AU': enAU,
  'en-NZ': enNZ,
  'en-CA': enCA,
  'en-US': enUS,
  mk,
};
