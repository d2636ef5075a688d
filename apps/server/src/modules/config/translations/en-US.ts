import { enAU } from './en-AU';

// TODO(translations): filled in full by the translations work; until then this locale mirrors en-AU.
export const enUS: Record<string, string> = { ...enAU };
