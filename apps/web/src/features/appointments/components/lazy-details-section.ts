import { lazy } from 'react';

/**
 * The booking page's details step (patient form, referral upload), shown once the slots are
 * chosen. It loads beside the page, with react-hook-form, zod and the patient schemas, instead of
 * before the page's first paint (issue 16); `preloadDetailsSection` starts the download on mount,
 * so a patient who picks a slot does not wait for it.
 */
const load = () => import('./DetailsSection');

export function preloadDetailsSection(): void {
  void load();
}

export const LazyDetailsSection = lazy(() => load().then((m) => ({ default: m.DetailsSection })));
