import type { CurrentUser } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { useStaffSession } from '../../identity/staff';

/** A signed-in user whom no role lets in: says so and offers to sign out, never a blank page. */
export function NoAccess({ me }: { me?: CurrentUser }) {
  const { t } = useTranslation();
  const session = useStaffSession();
  return (
    <section className="page admin-no-access" aria-labelledby="admin-no-access-title">
      <h1 id="admin-no-access-title">{t('admin.no_access.title')}</h1>
      <p>{me ? t('admin.no_access.text_named', { name: me.username }) : t('admin.no_access.text')}</p>
      <Button variant="secondary" onClick={() => void session.signOut()}>
        {t('user_menu.logout')}
      </Button>
    </section>
  );
}
