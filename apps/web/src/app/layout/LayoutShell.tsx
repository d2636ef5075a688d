import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { HeaderActionsProvider } from '../../components/header-actions';
import { ReadOnlyProvider } from '../../components/read-only';
import { Analytics } from '../../features/analytics';
import { lazyComponent } from '../../lib/lazy-component';
import { Badges } from './Badges';
import { Banner } from './Banner';
import { showFooter } from './navigation';
import { NavigationLoader } from './PageLoader';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useShell } from './use-shell';
import { useWatchers } from './use-watchers';
import './kiosk-targets.css';

/**
 * Shows nothing until a kiosk's inactivity warning, so it (with its dialog, idle timer and the
 * kiosk calls' schemas) loads beside the page, and only on kiosks (useWatchers), not in the entry chunk (issue 16).
 */
const KioskWatcher = lazyComponent(() =>
  import('../../features/kiosk/components/KioskWatcher').then((m) => m.KioskWatcher),
);
/** The patient session's idle sign-out (§9), beside the page and only with a session, for the same reason. */
const PatientIdleWatcher = lazyComponent(() =>
  import('../../features/patient-auth/components/PatientIdleWatcher').then((m) => m.PatientIdleWatcher),
);

/** §2 layout shell around every root route: banner, header with menu, page, footer, badges, loader. */
export function LayoutShell() {
  const { t } = useTranslation();
  const { device, ...ctx } = useShell();
  const watch = useWatchers(ctx.kioskMode);
  return (
    <ReadOnlyProvider>
      <HeaderActionsProvider>
        <div className={ctx.kioskMode ? 'shell shell-kiosk' : 'shell'}>
          <a className="skip-link" href="#main">
            {t('shell.skip_to_content')}
          </a>
          {/* First in the document, so keyboard users meet the consent banner before the page. */}
          <Analytics kiosk={watch.kiosk} />
          <Banner />
          <SiteHeader ctx={ctx} device={device} />
          <main id="main" className="shell-main" tabIndex={-1}>
            {/* A page that suspends outside a navigation (its code not preloaded) leaves the shell
                standing; the navigation loader covers it either way. */}
            <Suspense fallback={null}>
              <Outlet />
            </Suspense>
          </main>
          <NavigationLoader />
          {showFooter(ctx.kind, device) && <SiteFooter ctx={ctx} year={new Date().getFullYear()} />}
          <Badges />
          <Suspense fallback={null}>
            {watch.kiosk && <KioskWatcher />}
            {watch.patientSession && <PatientIdleWatcher />}
          </Suspense>
        </div>
      </HeaderActionsProvider>
    </ReadOnlyProvider>
  );
}
