import { type ComponentType, createElement, lazy, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

/** What a lazy page leaves on its route, so start-up can load the first page before rendering it. */
interface PageHandle {
  preload: () => Promise<PageModule>;
}

let loading = 0;
const listeners = new Set<() => void>();
const loadingChanged = (delta: number) => {
  loading += delta;
  // A load starts while React renders the route: listeners hear of it after that render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
};

/** Whether a page's code is loading, for the §2 full-screen loader (useSyncExternalStore). */
export const pageLoads = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  isLoading: () => loading > 0,
};

/** A page's code: the component once loaded, and a lazy one that loads it when first rendered. */
interface PageCode {
  loaded?: ComponentType;
  Lazy: ComponentType;
}

function LazyPage({ code }: { code: PageCode }) {
  // Chosen once per mount: a page already loaded renders at once, without suspending, and a page
  // that loaded while shown keeps its component (and its state).
  const [Component] = useState(() => code.loaded ?? code.Lazy);
  return createElement(Component);
}

let pages = 0;

/**
 * A route whose page loads in its own chunk; the module's default export is the page. Navigations
 * are transitions (BrowserRouter), so the current page stays on screen, under the §2 loader
 * (NavigationLoader), while the next one's code loads.
 */
export function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  const preload = () =>
    load().then((module) => {
      code.loaded = module.default;
      return module;
    });
  const code: PageCode = {
    Lazy: lazy(() => {
      loadingChanged(1);
      return preload().finally(() => loadingChanged(-1));
    }),
  };
  const handle: PageHandle = { preload };
  // Every route renders LazyPage: its own key makes React mount the next route's page in place of
  // the last one instead of keeping the last one's state (its component) under a new address.
  return { element: createElement(LazyPage, { code, key: `page-${++pages}` }), handle };
}

/**
 * Loads the pages the address shows, so the first render draws them at once and the server's shell
 * stays on screen until then. A page that fails to load is left to the route table's error boundary.
 */
export async function preloadPages(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(({ route }) => (route.handle as PageHandle | undefined)?.preload().catch(() => undefined)),
  );
}
