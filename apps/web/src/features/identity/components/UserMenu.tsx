import { useState } from 'react';
import { Button, Header, Menu, MenuItem, MenuSection, MenuTrigger, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../config/api/config-context';
import { useMe } from '../api/get-me';
import { useStaffSession, useStaffUser } from '../hooks/use-staff-session';
import { userMenuName } from '../lib/display-name';
import '../identity.css';

/**
 * §2 signed-in user menu: a dropdown (React Aria: a menu button with arrow keys, Escape and focus
 * return) with the username, the admin link and logout. Logout also ends the provider session.
 */
export default function UserMenu() {
  const { t } = useTranslation();
  const config = useConfig();
  const session = useStaffSession();
  const { user } = useStaffUser();
  const me = useMe(user?.profile.sub);
  const [signingOut, setSigningOut] = useState(false);
  const name = userMenuName(me.data, user?.profile);
  const username = me.data?.username ?? user?.profile.preferred_username ?? name;
  if (!user) return null;

  const signOut = () => {
    setSigningOut(true);
    session.signOut().catch((error: unknown) => {
      console.warn('Sign-out at the provider failed', error);
      setSigningOut(false);
    });
  };

  return (
    <MenuTrigger>
      <Button className="user-menu-trigger" aria-label={t('user_menu.label', { name })}>
        <span className="user-menu-name">{name}</span>
        <span className="user-menu-caret" aria-hidden="true">
          ▾
        </span>
      </Button>
      <Popover className="user-menu-popover" placement="bottom end">
        <Menu
          className="user-menu"
          aria-label={t('user_menu.label', { name })}
          disabledKeys={signingOut ? ['logout'] : []}
          onAction={(key) => {
            if (key === 'logout') signOut();
          }}
        >
          <MenuSection>
            <Header className="user-menu-header">{t('user_menu.signed_in_as', { username })}</Header>
            <MenuItem id="admin" className="user-menu-item" href={config.application.adminPanelUrl}>
              {t('user_menu.admin')}
            </MenuItem>
            <MenuItem id="logout" className="user-menu-item">
              {t('user_menu.logout')}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
