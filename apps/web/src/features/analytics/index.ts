/** Analytics with consent (issue 43): the shell's part, the footer's button and the journey's steps. */
export { Analytics } from './Analytics';
export { ConsentSettingsButton, useConsentAsked } from './ConsentSettingsButton';
export { type AnalyticsStep, journeyEvent, trackStep, useJourneyStep } from './journey-events';
