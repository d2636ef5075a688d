import type { AreaTexts } from './area';

/** The radiologist's screens (issue 42): report-quality feedback review and the worklist. */
export const radiologistWeb: AreaTexts = {
  'en-AU': {},
  'en-NZ': {},
  'en-CA': {},
  'en-US': {},
  mk: {},
};
