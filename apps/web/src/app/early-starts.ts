import { earlyStartOf } from '@rb/contracts';
import { startEarlyFetch } from '../lib/early-fetch';
import { preloadPages } from './lazy-page';
import { routes } from './routes';

/**
 * A page whose first call needs only its address starts that call and its page's code from the
 * entry module, alongside the start-up (the server has already named both as preloads in the HTML).
 * The page comes from the route table, as every first page does (preloadPages); here only sooner.
 */
export function startPageEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const early = earlyStartOf(pathname, search);
  if (!early) return;
  startEarlyFetch(early.call);
  void preloadPages(routes, pathname);
}
