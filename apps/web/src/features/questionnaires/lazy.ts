import { lazyComponent } from '../../lib/lazy-component';

/**
 * The questionnaire flow for pages that paint before they need it (the booking page, a booking's
 * portal page): its code, with xstate and its schemas, loads beside the page instead of before its
 * first paint (issue 16). The booking page preloads it while it fetches the data that decides
 * whether a questionnaire is asked, so no round trip is added. Each loads its own module, not the
 * feature's index, which would bring the survey modal with it.
 */
export const LazyBookingQuestionnaires = lazyComponent(() =>
  import('./components/BookingQuestionnaires').then((m) => m.BookingQuestionnaires),
);
export const LazyOutcomeNotice = lazyComponent(() =>
  import('./components/OutcomeNotice').then((m) => m.OutcomeNotice),
);
export const LazyPainScoreAction = lazyComponent(() =>
  import('./components/PainScoreAction').then((m) => m.PainScoreAction),
);
