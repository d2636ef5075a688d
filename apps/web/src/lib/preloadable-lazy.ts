import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export type PreloadableLazy<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the component's code without rendering it. */
  preload: () => void;
};

/**
 * A lazy component a page can start loading on mount, before it shows it: the page paints without
 * its code, and the code downloads beside the page's own data requests instead of after them
 * (issue 16). The browser's module cache makes a second load free.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableLazy<P> {
  return Object.assign(
    lazy(() => load().then((component) => ({ default: component }))),
    { preload: () => void load() },
  );
}
