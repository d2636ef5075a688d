import { lazy } from 'react';

/**
 * The questionnaire flow for pages that paint before they need it (the booking page, a booking's
 * portal page): its code, with xstate and its schemas, loads beside the page instead of before its
 * first paint (issue 16). `preloadQuestionnaires` starts the download while the page fetches the
 * data that decides whether a questionnaire is asked, so no round trip is added.
 */
const load = () => import('./index');

export function preloadQuestionnaires(): void {
  void load();
}

export const LazyBookingQuestionnaires = lazy(() =>
  load().then((m) => ({ default: m.BookingQuestionnaires })),
);
export const LazyOutcomeNotice = lazy(() => load().then((m) => ({ default: m.OutcomeNotice })));
export const LazyPainScoreAction = lazy(() => load().then((m) => ({ default: m.PainScoreAction })));
