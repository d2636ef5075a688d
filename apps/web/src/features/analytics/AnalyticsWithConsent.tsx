import { Suspense, useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-router';
import { lazyComponent } from '../../lib/lazy-component';
import { useConfig } from '../config';
import { useConsent, useConsentSettingsOpen } from './consent-store';
import { expectTags, trackPage } from './journey-events';
import { consentedTags, tagsFor } from './tags';

/** The banner and its settings load only where a tag is enabled and a choice is asked for. */
const ConsentBanner = lazyComponent(() => import('./ConsentBanner').then((m) => m.ConsentBanner));
/** The vendors' snippets load only after consent, never with the page (issue 43). */
const loadTags = () => import('./tag-loader');
let tagLoader: ReturnType<typeof loadTags> | undefined;

/**
 * Analytics with consent for the shell (issue 43), where a tag may run: the consent banner until the
 * visitor chooses, and the chosen tags.
 */
export function AnalyticsWithConsent({ kiosk }: { kiosk: boolean }) {
  const config = useConfig();
  const consent = useConsent();
  const settingsOpen = useConsentSettingsOpen();
  const { pathname } = useLocation();
  const tags = useMemo(() => tagsFor(config.application, kiosk), [config.application, kiosk]);

  useEffect(() => {
    if (consent === undefined) return;
    const allowed = consentedTags(tags, consent);
    expectTags(allowed.length > 0);
    // A choice that allows nothing still reaches a loader already started, which takes it back.
    if (!consent || (allowed.length === 0 && !tagLoader)) return;
    tagLoader ??= loadTags();
    const options = {
      tags,
      origins: config.analyticsScriptOrigins,
      consent,
      brand: config.application.analyticsBrand,
    };
    void tagLoader.then((loader) => loader.applyConsent(options));
  }, [tags, consent, config.analyticsScriptOrigins, config.application.analyticsBrand]);

  // Each route is a page view; the first is sent by the tags as they start.
  const lastPath = useRef(pathname);
  useEffect(() => {
    if (pathname === lastPath.current) return;
    lastPath.current = pathname;
    trackPage();
  }, [pathname]);

  if (consent === undefined || !(consent === null || settingsOpen)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner tags={tags} current={consent} />
    </Suspense>
  );
}
