import { type StaffRole, staffRoles } from '@rb/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { useSetSecondFactorPolicy } from '../api/users-api';
import { CheckboxList } from './CheckboxList';

/** The roles whose users must sign in with a second factor (TOTP). */
export function SecondFactorPolicyForm({ roles }: { roles: StaffRole[] }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<StaffRole[]>(roles);
  const save = useSetSecondFactorPolicy();
  return (
    <form
      className="admin-form"
      aria-labelledby="second-factor-title"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ roles: chosen });
      }}
    >
      <h2 id="second-factor-title">{t('admin.users.second_factor_title')}</h2>
      <p>{t('admin.users.second_factor_text')}</p>
      <CheckboxList
        legend={t('admin.users.second_factor_roles')}
        options={staffRoles.map((role) => ({ value: role, label: t(`admin.role.${role}`) }))}
        value={chosen}
        onChange={setChosen}
      />
      <ErrorAlert error={save.error} />
      {save.isSuccess && (
        <p className="alert alert-success" role="status">
          {t('admin.users.second_factor_saved')}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {t('admin.users.second_factor_save')}
      </Button>
    </form>
  );
}
