import { type StaffRole, staffRoles } from '@rb/contracts';
import { type Control, Controller, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useClinicChoices } from '../../../admin';
import { CheckboxList } from './CheckboxList';

interface AccessValues {
  roles: StaffRole[];
  clinicIds: number[];
}

/** Roles, and the clinics a clinic-staff member works in (shown once that role is chosen). */
export function AccessFields<T extends FieldValues & AccessValues, TOut>({
  control,
}: {
  control: Control<T, unknown, TOut>;
}) {
  const { t } = useTranslation();
  const clinics = useClinicChoices();
  const roles = useWatch({ control, name: 'roles' as Path<T> }) as StaffRole[];
  return (
    <>
      <Controller
        control={control}
        name={'roles' as Path<T>}
        render={({ field, fieldState }) => (
          <CheckboxList
            legend={t('admin.users.roles')}
            options={staffRoles.map((role) => ({ value: role, label: t(`admin.role.${role}`) }))}
            value={field.value as StaffRole[]}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      {roles.includes('clinic_staff') && (
        <Controller
          control={control}
          name={'clinicIds' as Path<T>}
          render={({ field, fieldState }) => (
            <CheckboxList
              legend={t('admin.users.clinics')}
              options={(clinics.data ?? []).map((clinic) => ({ value: clinic.id, label: clinic.name }))}
              value={field.value as number[]}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    </>
  );
}
