import { earlyStartOf } from '@rb/contracts';
import { startEarlyFetch } from '../lib/early-fetch';
import { preloadPages } from './lazy-page';
import { routes } from './routes';

/**
 * A page whose first calls need only its address starts them and its page's code from the entry
 * module, alongside the start-up (the server may have named them as preloads in the HTML already).
 * The page comes from the route table, as every first page does (preloadPages); here only sooner.
 */
export function startPageEarly({ pathname, search }: Pick<Location, 'pathname' | 'search'>): void {
  const early = earlyStartOf(pathname, search);
  if (!early) return;
  for (const call of early.calls) startEarlyFetch(call);
  void preloadPages(routes, pathname);
}
