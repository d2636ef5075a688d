import { z } from 'zod';
import { supportedLocales } from './locale-codes';

export {
  DEFAULT_LOCALE,
  isSupportedLocale,
  type Locale,
  resolveLocale,
  supportedLocales,
  weekStartsOn,
} from './locale-codes';

export const localeSchema = z.enum(supportedLocales);
