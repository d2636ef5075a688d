import { lazy } from 'react';

/**
 * The enquiry form for the booking page, which paints before it knows whether an exam needs an
 * enquiry: the form, with react-hook-form, zod and the patient schemas, loads beside the page
 * instead of before its first paint (issue 16). `preloadEnquiryForm` starts the download while
 * the page fetches the form details that decide it.
 */
const load = () => import('./components/EnquiryForm');

export function preloadEnquiryForm(): void {
  void load();
}

export const LazyEnquiryForm = lazy(() => load().then((m) => ({ default: m.EnquiryForm })));
