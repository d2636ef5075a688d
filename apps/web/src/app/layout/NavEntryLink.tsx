import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { isKioskMode, type NavEntry } from '../../lib/links';

/**
 * A menu or footer entry: a router link inside the app (carrying kioskMode, §2), a new tab (without
 * opener) outside it. A kiosk never leaves the site: there an external entry is its plain text.
 */
export function NavEntryLink({ entry, onNavigate }: { entry: NavEntry; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const kiosk = isKioskMode(new URLSearchParams(useLocation().search));
  if (entry.external && kiosk) return <span className="kiosk-link-text">{t(entry.labelKey)}</span>;
  if (entry.external) {
    return (
      <a href={entry.href} target="_blank" rel="noopener noreferrer" onClick={onNavigate}>
        {t(entry.labelKey)}
        <span className="visually-hidden"> {t('common.opens_new_tab')}</span>
      </a>
    );
  }
  return (
    <Link to={entry.href} onClick={onNavigate}>
      {t(entry.labelKey)}
    </Link>
  );
}
