import { type ComponentType, createElement, lazy, useState } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

type PageModule = { default: ComponentType };

/** What a lazy page leaves on its route, so start-up can load the first page before rendering it. */
interface PageHandle {
  preload: () => Promise<PageModule>;
}

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
 * A route whose page loads in its own chunk; the module's default export is the page. While it
 * loads, the nearest Suspense boundary (the shell's, around the page) shows the §2 loader.
 */
export function lazyPage(load: () => Promise<PageModule>): Pick<RouteObject, 'element' | 'handle'> {
  const preload = () =>
    load().then((module) => {
      code.loaded = module.default;
      return module;
    });
  const code: PageCode = {
    Lazy: lazy(preload),
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
