import { zodResolver } from '@hookform/resolvers/zod';
import { type InviteStaffUser, inviteStaffUser, type StaffRole } from '@rb/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { AdminTextField, adminFormErrors, emptyAsNull } from '../../../admin';
import { useInviteUser } from '../api/users-api';
import { AccessFields } from './AccessFields';

/** The contract's invitation with empty optional texts read as "not given". */
const inviteForm = inviteStaffUser.extend({
  firstName: emptyAsNull(inviteStaffUser.shape.firstName),
  lastName: emptyAsNull(inviteStaffUser.shape.lastName),
  organisation: emptyAsNull(inviteStaffUser.shape.organisation),
});

interface InviteValues {
  email: string;
  firstName: string;
  lastName: string;
  organisation: string;
  roles: StaffRole[];
  clinicIds: number[];
}

const empty: InviteValues = {
  email: '',
  firstName: '',
  lastName: '',
  organisation: '',
  roles: [],
  clinicIds: [],
};

/** Invite a user by email; the emailed link lets them set a password (issue 13). */
export function InviteUserForm() {
  const { t } = useTranslation();
  const ids = useId();
  const invite = useInviteUser();
  const { register, handleSubmit, control, formState, reset } = useForm<
    InviteValues,
    unknown,
    InviteStaffUser
  >({
    resolver: zodResolver(inviteForm, { error: adminFormErrors }) as never,
    defaultValues: empty,
  });
  const { errors } = formState;
  const text = (name: 'email' | 'firstName' | 'lastName' | 'organisation', type = 'text') => {
    const error = errors[name]?.message;
    return (
      <AdminTextField
        id={`${ids}-${name}`}
        label={t(`admin.users.${name}`)}
        type={type}
        autoComplete="off"
        error={error ? t(error) : null}
        {...register(name)}
      />
    );
  };
  return (
    <form
      className="admin-form"
      aria-labelledby={`${ids}-title`}
      noValidate
      onSubmit={handleSubmit((values) => invite.mutateAsync(values).then(() => reset(empty)))}
    >
      <h2 id={`${ids}-title`}>{t('admin.users.invite')}</h2>
      {text('email', 'email')}
      {text('firstName')}
      {text('lastName')}
      {text('organisation')}
      <AccessFields control={control} />
      <ErrorAlert error={invite.error} />
      {invite.isSuccess && (
        <p className="alert alert-success" role="status">
          {t('admin.users.invited', { email: invite.data.email })}
        </p>
      )}
      <Button type="submit" disabled={formState.isSubmitting}>
        {t('admin.users.send_invitation')}
      </Button>
    </form>
  );
}
