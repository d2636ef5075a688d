import { Suspense } from 'react';
import { lazyComponent } from '../../lib/lazy-component';
import { useConfig } from '../config';
import { tagsFor } from './tags';

/** The consent and the tags load only where a tag may run, so other providers' pages carry none of it. */
const AnalyticsWithConsent = lazyComponent(() =>
  import('./AnalyticsWithConsent').then((m) => m.AnalyticsWithConsent),
);

/** The shell's analytics (issue 43): nothing at all while the provider enables no tag, or on a kiosk. */
export function Analytics({ kiosk }: { kiosk: boolean }) {
  const { application } = useConfig();
  if (tagsFor(application, kiosk).length === 0) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsWithConsent kiosk={kiosk} />
    </Suspense>
  );
}
