import type { StaffUser } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useResetUserPassword, useResetUserSecondFactor, useSetUserDisabled } from '../api/users-api';

/** One user's actions; each button names the user so a screen reader's button list makes sense. */
export function UserActions({
  user,
  onEditAccess,
}: {
  user: StaffUser;
  onEditAccess: (user: StaffUser) => void;
}) {
  const { t } = useTranslation();
  const disable = useSetUserDisabled();
  const resetPassword = useResetUserPassword();
  const resetSecondFactor = useResetUserSecondFactor();
  const who = { username: user.username };
  return (
    <div className="admin-row-actions">
      <Button
        variant="secondary"
        onClick={() => onEditAccess(user)}
        aria-label={t('admin.users.edit_access_for', who)}
      >
        {t('admin.users.edit_access')}
      </Button>
      <Button
        variant="secondary"
        disabled={disable.isPending}
        onClick={() => disable.mutate({ id: user.id, disabled: !user.disabled })}
        aria-label={t(user.disabled ? 'admin.users.enable_for' : 'admin.users.disable_for', who)}
      >
        {t(user.disabled ? 'admin.users.enable' : 'admin.users.disable')}
      </Button>
      <Button
        variant="secondary"
        disabled={resetPassword.isPending || user.disabled}
        onClick={() => resetPassword.mutate(user.id)}
        aria-label={t('admin.users.reset_password_for', who)}
      >
        {t('admin.users.reset_password')}
      </Button>
      {user.secondFactorEnrolled && (
        <Button
          variant="secondary"
          disabled={resetSecondFactor.isPending}
          onClick={() => resetSecondFactor.mutate(user.id)}
          aria-label={t('admin.users.reset_second_factor_for', who)}
        >
          {t('admin.users.reset_second_factor')}
        </Button>
      )}
      {resetPassword.isSuccess && (
        <p className="admin-row-note" role="status">
          {t('admin.users.password_reset_sent', { email: user.email })}
        </p>
      )}
      <ErrorAlert error={disable.error ?? resetPassword.error ?? resetSecondFactor.error} />
    </div>
  );
}
