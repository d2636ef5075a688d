import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type LazyComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the component's code without rendering it. */
  preload: () => void;
};

/**
 * A component whose code loads when it first renders (issue 16), from a module's named export:
 * `lazyComponent(() => import('./X').then((m) => m.X))`. A page that knows it will show it soon
 * calls `preload()` on mount, so the code downloads beside the page's own data requests instead of
 * after them; the browser's module cache makes the second load free.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  return Object.assign(
    lazy(() => load().then((component) => ({ default: component }))),
    { preload: () => void load() },
  );
}
