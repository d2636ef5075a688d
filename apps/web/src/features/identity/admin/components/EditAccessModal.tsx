import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffUser, type StaffUserAccess, staffUserAccess } from '@rb/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { Modal } from '../../../../components/Modal';
import { adminFormErrors } from '../../../admin';
import { useSetUserAccess } from '../api/users-api';
import { AccessFields } from './AccessFields';

type AccessValues = Required<StaffUserAccess>;

/** Set a user's roles and clinic scopes. */
export function EditAccessModal({ user, onClose }: { user: StaffUser; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSetUserAccess();
  const { handleSubmit, control, formState } = useForm<AccessValues>({
    resolver: zodResolver(staffUserAccess, { error: adminFormErrors }) as never,
    defaultValues: { roles: user.roles, clinicIds: user.clinicIds },
  });
  return (
    <Modal
      isOpen
      onClose={onClose}
      size="md"
      title={t('admin.users.edit_access_title', { username: user.username })}
      actions={<span />}
    >
      <form
        className="admin-form"
        noValidate
        onSubmit={handleSubmit((values) =>
          save
            .mutateAsync({
              id: user.id,
              roles: values.roles,
              // Clinic scopes only mean something for clinic staff.
              clinicIds: values.roles.includes('clinic_staff') ? values.clinicIds : [],
            })
            .then(onClose),
        )}
      >
        <AccessFields control={control} />
        <ErrorAlert error={save.error} />
        <div className="modal-actions">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.users.cancel')}
          </Button>
          <Button type="submit" disabled={formState.isSubmitting}>
            {t('admin.users.save_access')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
