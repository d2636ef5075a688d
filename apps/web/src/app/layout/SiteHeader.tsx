import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../features/config/api/config-context';
import type { DeviceInfo } from '../../lib/device-info';
import { internalHref } from '../../lib/links';
import { headerImageName, headerImageUrl } from '../../lib/page-kind';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainMenu } from './MainMenu';
import { type ShellContext, showMenu } from './navigation';

/** §2 header: the image the page kind selects, the menu (bar or collapsible) and the language choice. */
export function SiteHeader({ ctx, device }: { ctx: ShellContext; device: DeviceInfo }) {
  const { t } = useTranslation();
  const config = useConfig();
  const image = headerImageUrl(headerImageName(ctx.kind, device), config.radiology.confirmationHeaderUrl);
  const name = config.radiology.name;
  return (
    <header className="site-header">
      <div className="site-header-brand">
        <Link to={internalHref('/', ctx.search)} className="site-header-home">
          <img
            className="site-header-image"
            src={image}
            alt={t('header.home_link', { name })}
            data-header-image={headerImageName(ctx.kind, device)}
          />
        </Link>
        <p className="site-header-message">{t('header.message', { name })}</p>
      </div>
      <div className="site-header-bar">
        {showMenu(config, ctx) && <MainMenu ctx={ctx} collapsible={device.isMobile} />}
        {/* A kiosk keeps its configured language: no choice for passers-by (§6 kiosk mode). */}
        {!ctx.kioskMode && <LocaleSwitcher />}
      </div>
    </header>
  );
}
