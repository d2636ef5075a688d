import { useTranslation } from 'react-i18next';
import { Link, useOutletContext } from 'react-router';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Spinner } from '../../../../components/Spinner';
import type { AdminOutletContext } from '../../../admin';
import { mayUse, NoAccess, sectionById } from '../../../admin';
import { useUsers } from '../api/users-api';
import { InviteUserForm } from '../components/InviteUserForm';
import { RoleMappingView } from '../components/RoleMappingView';
import { SecondFactorPolicyForm } from '../components/SecondFactorPolicyForm';
import { UsersTable } from '../components/UsersTable';

/**
 * /admin/users (admins): the local accounts with their roles and clinic scopes, invitations, the
 * second-factor rule, disabling and password resets; every change is audited by the server. With an
 * external authority there are no local accounts and the role mapping is shown instead.
 */
export default function UsersPage() {
  const { me } = useOutletContext<AdminOutletContext>();
  const section = sectionById('users');
  if (!section || !mayUse(section, me)) return <NoAccess me={me} />;
  return <UsersAdministration />;
}

function UsersAdministration() {
  const { t } = useTranslation();
  const users = useUsers();
  return (
    <section className="page admin-users" aria-labelledby="admin-users-title">
      <p>
        <Link to="/admin">{t('admin.back_home')}</Link>
      </p>
      <h1 id="admin-users-title">{t('admin.section.users')}</h1>
      {users.isPending && <Spinner label={t('admin.loading')} />}
      <ErrorAlert error={users.error} />
      {users.data &&
        (users.data.localAccounts ? (
          <>
            <UsersTable users={users.data.users} />
            <InviteUserForm />
            <SecondFactorPolicyForm roles={users.data.secondFactorRoles} />
          </>
        ) : (
          <RoleMappingView mapping={users.data.roleMapping} />
        ))}
    </section>
  );
}
