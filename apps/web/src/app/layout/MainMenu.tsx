import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConsentSettingsButton, useConsentAsked } from '../../features/analytics';
import { useConfig } from '../../features/config/api/config-context';
import { LazyUserMenu, useStaffSignedIn } from '../../features/identity';
import { NavEntryLink } from './NavEntryLink';
import { menuEntries, type ShellContext, showAdminLink } from './navigation';

interface MainMenuProps {
  ctx: ShellContext;
  /** Mobile shows a collapsible menu behind a button; desktop and tablet a header bar. */
  collapsible: boolean;
}

/**
 * §2 menu: home, about, contact, terms, privacy and the admin login link when allowed; a signed-in
 * staff member or referrer sees the user menu (username, admin link, logout) in its place.
 */
export function MainMenu({ ctx, collapsible }: MainMenuProps) {
  const { t } = useTranslation();
  const config = useConfig();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const entries = menuEntries(config, ctx.search);
  const signedIn = useStaffSignedIn(config.signIn);
  const close = () => setOpen(false);
  // The footer, which holds "Cookie settings", is hidden on phones (§2): the menu holds it there.
  const consentAsked = useConsentAsked(ctx.kioskMode) && collapsible;

  const list = (
    <ul id={listId} className="menu-list" hidden={collapsible && !open}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <NavEntryLink entry={entry} onNavigate={close} />
        </li>
      ))}
      {consentAsked && (
        <li>
          <ConsentSettingsButton onOpen={close} />
        </li>
      )}
      {signedIn ? (
        <li className="menu-user">
          <Suspense fallback={null}>
            <LazyUserMenu />
          </Suspense>
        </li>
      ) : (
        showAdminLink(config, ctx) && (
          <li className="menu-admin">
            <a href={config.application.adminPanelUrl}>{t('menu.admin_login')}</a>
          </li>
        )
      )}
    </ul>
  );

  return (
    <nav className={collapsible ? 'menu menu-mobile' : 'menu menu-bar'} aria-label={t('menu.label')}>
      {collapsible && (
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle-icon" aria-hidden="true" />
          {open ? t('menu.close') : t('menu.open')}
        </button>
      )}
      {list}
    </nav>
  );
}
