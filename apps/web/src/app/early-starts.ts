import { earlyStartOf } from '@rb/contracts';
import { startEarlyFetch } from '../lib/early-fetch';

/**
 * A page whose first call needs only its address starts that call and its chunk from the entry
 * module, alongside the start-up (the server has already named both as preloads in the HTML). The
 * chunks are fetched, not imported, so their code joins no other page's first load.
 */
const pageChunks = {
  viewer: () => import('../features/imaging/pages/ViewerPage'),
  'quick-report': () => import('../features/referrer/pages/QuickReportPage'),
};

export function startPageEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const early = earlyStartOf(pathname, search);
  if (!early) return;
  startEarlyFetch(early.call);
  void pageChunks[early.page]().catch(() => undefined);
}
