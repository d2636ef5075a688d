import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { ReadOnlyProvider } from '../../components/read-only';
import { KioskWatcher } from '../../features/kiosk';
import { Badges } from './Badges';
import { Banner } from './Banner';
import { NavigationLoader } from './NavigationLoader';
import { showFooter } from './navigation';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';
import { useShell } from './use-shell';
import './kiosk-targets.css';

/** §2 layout shell around every root route: banner, header with menu, page, footer, badges, loader. */
export function LayoutShell() {
  const { t } = useTranslation();
  const { device, ...ctx } = useShell();
  return (
    <ReadOnlyProvider>
      <div className={ctx.kioskMode ? 'shell shell-kiosk' : 'shell'}>
        <a className="skip-link" href="#main">
          {t('shell.skip_to_content')}
        </a>
        <Banner />
        <SiteHeader ctx={ctx} device={device} />
        <main id="main" className="shell-main" tabIndex={-1}>
          <Outlet />
        </main>
        {showFooter(ctx.kind, device) && <SiteFooter ctx={ctx} year={new Date().getFullYear()} />}
        <Badges />
        <NavigationLoader />
        <KioskWatcher />
      </div>
    </ReadOnlyProvider>
  );
}
