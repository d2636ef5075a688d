import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { NavEntry } from '../../lib/links';

/** A menu or footer entry: a router link inside the app, a new tab (without opener) outside it. */
export function NavEntryLink({ entry, onNavigate }: { entry: NavEntry; onNavigate?: () => void }) {
  const { t } = useTranslation();
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
