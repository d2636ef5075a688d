import type { StaffUser } from '@rb/contracts';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable, type serverTableFeatures } from '../../../admin';
import { EditAccessModal } from './EditAccessModal';
import { UserActions } from './UserActions';

const column = createColumnHelper<typeof serverTableFeatures, StaffUser>();

const fullName = (user: StaffUser) => [user.firstName, user.lastName].filter(Boolean).join(' ');

/** The local accounts: who they are, what they may do, their state, and the actions on each. */
export function UsersTable({ users }: { users: StaffUser[] }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<StaffUser | null>(null);
  // Stable columns (per language): a new array each render would rebuild the row models.
  const columns = useMemo(
    () =>
      column.columns([
        column.accessor('username', {
          header: () => t('admin.users.username'),
          cell: (info) => (
            <>
              <strong>{info.getValue()}</strong>
              <br />
              <span className="muted">{info.row.original.email}</span>
            </>
          ),
        }),
        column.display({
          id: 'name',
          header: () => t('admin.users.name'),
          cell: (info) =>
            [fullName(info.row.original), info.row.original.organisation].filter(Boolean).join(' · ') || '—',
        }),
        column.accessor('roles', {
          header: () => t('admin.users.roles'),
          cell: (info) =>
            info
              .getValue()
              .map((role) => t(`admin.role.${role}`))
              .join(', '),
        }),
        column.display({
          id: 'state',
          header: () => t('admin.users.state'),
          cell: (info) => <UserState user={info.row.original} />,
        }),
        column.display({
          id: 'actions',
          header: () => t('admin.users.actions'),
          cell: (info) => <UserActions user={info.row.original} onEditAccess={setEditing} />,
        }),
      ]),
    [t],
  );
  return (
    <>
      <ServerTable
        columns={columns}
        items={users}
        caption={t('admin.users.table_caption')}
        captionClassName="visually-hidden"
        rowData={(user) => ({ 'data-disabled': user.disabled || undefined })}
      />
      {editing && <EditAccessModal user={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

function UserState({ user }: { user: StaffUser }) {
  const { t } = useTranslation();
  const states = [
    user.disabled ? t('admin.users.state.disabled') : t('admin.users.state.active'),
    user.invitationPending ? t('admin.users.state.invitation_pending') : null,
    user.signInLocked ? t('admin.users.state.sign_in_locked') : null,
    user.secondFactorRequired
      ? user.secondFactorEnrolled
        ? t('admin.users.state.second_factor_enrolled')
        : t('admin.users.state.second_factor_pending')
      : null,
  ];
  return <>{states.filter(Boolean).join(' · ')}</>;
}
