import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SafeHtml } from '../../components/SafeHtml';
import { ConsentSettingsButton, useConsentAsked } from '../../features/analytics';
import { useConfig } from '../../features/config/api/config-context';
import { NavEntryLink } from './NavEntryLink';
import { customFooterHtml, footerEntries, type ShellContext, settingOn } from './navigation';

/** §2 footer: links, copyright with the current year, version and provider branding, or custom HTML. */
export function SiteFooter({ ctx, year }: { ctx: ShellContext; year: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useConfig();
  const custom = customFooterHtml(config);
  const consentAsked = useConsentAsked(ctx.kioskMode);
  if (custom) {
    return (
      <footer className="site-footer site-footer-custom">
        <SafeHtml html={custom} onInternalLink={(path) => navigate(path)} />
        {consentAsked && <ConsentSettingsButton />}
      </footer>
    );
  }
  const { radiology } = config;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.label')}>
        <ul className="footer-links">
          {footerEntries(config, ctx.search).map((entry) => (
            <li key={entry.id}>
              <NavEntryLink entry={entry} />
            </li>
          ))}
          {consentAsked && (
            <li>
              <ConsentSettingsButton />
            </li>
          )}
        </ul>
      </nav>
      <p className="footer-copyright">{t('footer.copyright', { year, name: radiology.longName })}</p>
      {settingOn(config, 'versionOnPatientPortalEnabled') && (
        <p className="footer-version">{t('footer.version', { version: config.version })}</p>
      )}
      {radiology.showProviderBranding && (
        <p className="footer-branding">{t('footer.provider_branding', { name: radiology.name })}</p>
      )}
    </footer>
  );
}
