import { lazyComponent } from '../../lib/lazy-component';

/**
 * The enquiry form for the booking page, which paints before it knows whether an exam needs an
 * enquiry: the form, with react-hook-form, zod and the patient schemas, loads beside the page
 * instead of before its first paint (issue 16).
 */
export const LazyEnquiryForm = lazyComponent(() =>
  import('./components/EnquiryForm').then((m) => m.EnquiryForm),
);
