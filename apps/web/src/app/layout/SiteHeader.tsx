import { headerImageName, headerImageSize, headerImageUrl } from '@rb/contracts/common/page-kind';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HeaderActionsSlot } from '../../components/header-actions';
import { useConfig } from '../../features/config/api/config-context';
import type { DeviceInfo } from '../../lib/device-info';
import { internalHref } from '../../lib/links';
import { headerImageSource } from './boot-header-image';
import { LocaleSwitcher } from './LocaleSwitcher';
import { MainMenu } from './MainMenu';
import { type ShellContext, showMenu } from './navigation';

/**
 * §2 header: the image the page kind selects, the menu (bar or collapsible), the language choice and
 * the page's header buttons.
 */
export function SiteHeader({ ctx, device }: { ctx: ShellContext; device: DeviceInfo }) {
  const { t } = useTranslation();
  const config = useConfig();
  const imageName = headerImageName(ctx.kind, device);
  const image = headerImageUrl(imageName, config.radiology.confirmationHeaderUrl);
  const name = config.radiology.name;
  return (
    <header className="site-header">
      <div className="site-header-brand">
        <Link to={internalHref('/', ctx.search)} className="site-header-home">
          <img
            className="site-header-image"
            src={headerImageSource(image)}
            {...headerImageSize(imageName)}
            alt={t('header.home_link', { name })}
            data-header-image={imageName}
          />
        </Link>
        <p className="site-header-message">{t('header.message', { name })}</p>
      </div>
      <div className="site-header-bar">
        {showMenu(config, ctx) && <MainMenu ctx={ctx} collapsible={device.isMobile} />}
        {/* A kiosk keeps its configured language: no choice for passers-by (§6 kiosk mode). */}
        {!ctx.kioskMode && <LocaleSwitcher />}
      </div>
      <HeaderActionsSlot />
    </header>
  );
}
