import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../config';
import { useMe } from '../api/get-me';
import { useStaffSession, useStaffUser } from '../hooks/use-staff-session';
import { userMenuName } from '../lib/display-name';
import '../identity.css';

/** One user menu per page (the header's), as it has one anchor name in identity.css. */
const panelId = 'user-menu-panel';

/** Without CSS anchor positioning the panel falls back to fixed placement (identity.css). */
const supportsAnchors = () => typeof CSS !== 'undefined' && CSS.supports?.('anchor-name: --x') === true;

/**
 * §2 signed-in user menu: a disclosure (not an ARIA menu: the panel holds one link and one button,
 * reached with Tab) with the username, the admin link and logout. Logout also ends the provider
 * session. The panel is a native popover so light dismiss, Escape, focus return and the top layer
 * come from the browser; only aria-expanded needs script. The toggle events are listened to on the
 * DOM ('beforetoggle' places the panel before it paints).
 */
export default function UserMenu() {
  const { t } = useTranslation();
  const config = useConfig();
  const session = useStaffSession();
  const { user } = useStaffUser();
  const me = useMe(user?.profile.sub);
  const [signingOut, setSigningOut] = useState(false);
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const name = userMenuName(me.data, user?.profile);
  const username = me.data?.username ?? user?.profile.preferred_username ?? name;
  const signedIn = Boolean(user);

  // A layout effect: a plain effect may run a frame late, and a popover opened before the
  // listeners are in place would leave aria-expanded wrong.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!signedIn || !panel) return;
    // 'beforetoggle' runs before the panel paints, so the fallback position never flashes elsewhere.
    const place = (event: Event) => {
      if ((event as ToggleEvent).newState !== 'open' || supportsAnchors()) return;
      const rect = triggerRef.current?.getBoundingClientRect();
      if (!rect) return;
      panel.style.setProperty('--user-menu-top', `${Math.max(rect.bottom, 0)}px`);
      panel.style.setProperty('--user-menu-right', `${Math.max(window.innerWidth - rect.right, 0)}px`);
    };
    const sync = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    panel.addEventListener('beforetoggle', place);
    panel.addEventListener('toggle', sync);
    return () => {
      panel.removeEventListener('beforetoggle', place);
      panel.removeEventListener('toggle', sync);
    };
  }, [signedIn]);

  if (!user) return null;

  // hidePopover also returns focus to the button when it was inside; absent where popover is not supported.
  const close = () => {
    const panel = panelRef.current;
    if (panel && typeof panel.hidePopover === 'function' && panel.matches(':popover-open'))
      panel.hidePopover();
  };

  const signOut = () => {
    setSigningOut(true);
    close();
    session.signOut().catch((error: unknown) => {
      console.warn('Sign-out at the provider failed', error);
      setSigningOut(false);
    });
  };

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="user-menu-trigger"
        aria-label={t('user_menu.label', { name })}
        aria-expanded={open}
        aria-controls={panelId}
        popoverTarget={panelId}
      >
        <span className="user-menu-name">{name}</span>
        <span className="user-menu-caret" aria-hidden="true">
          ▾
        </span>
      </button>
      <div ref={panelRef} id={panelId} className="user-menu-popover" popover="auto">
        <div className="user-menu">
          <p className="user-menu-header">{t('user_menu.signed_in_as', { username })}</p>
          <a className="user-menu-item" href={config.application.adminPanelUrl} onClick={close}>
            {t('user_menu.admin')}
          </a>
          <button type="button" className="user-menu-item" disabled={signingOut} onClick={signOut}>
            {t('user_menu.logout')}
          </button>
        </div>
      </div>
    </>
  );
}
