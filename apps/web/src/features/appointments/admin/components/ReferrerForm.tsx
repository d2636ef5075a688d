import { zodResolver } from '@hookform/resolvers/zod';
import { type AppointmentReferrer, appointmentReferrer } from '@rb/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/Button';
import { ErrorAlert } from '../../../../components/ErrorAlert';
import { AdminTextField, adminFormErrors, emptyAsNull } from '../../../admin';
import { useSetReferrer } from '../api/operations-api';

/** The contract's referrer with an empty name read as "not given". */
const referrerForm = appointmentReferrer.extend({ name: emptyAsNull(appointmentReferrer.shape.name) });

interface ReferrerValues {
  email: string;
  name: string;
}

/**
 * Who referred the patient (issue 15), in any status: a report released afterwards is emailed to
 * them with an image link. Staff record or correct it from the referral or a phone call.
 */
export function ReferrerForm({ slug, referrer }: { slug: string; referrer: AppointmentReferrer | null }) {
  const { t } = useTranslation();
  const ids = useId();
  const save = useSetReferrer(slug);
  const { register, handleSubmit, formState } = useForm<ReferrerValues, unknown, AppointmentReferrer>({
    resolver: zodResolver(referrerForm, { error: adminFormErrors }) as never,
    values: { email: referrer?.email ?? '', name: referrer?.name ?? '' },
  });
  const field = (name: keyof ReferrerValues, type: string) => {
    const error = formState.errors[name]?.message;
    return (
      <AdminTextField
        id={`${ids}-${name}`}
        label={t(`admin.referrer.${name}`)}
        type={type}
        autoComplete="off"
        error={error ? t(error) : null}
        {...register(name)}
      />
    );
  };
  return (
    <section aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>{t('admin.referrer.title')}</h2>
      <p>
        {referrer
          ? t(referrer.name ? 'admin.referrer.current' : 'admin.referrer.current_email', referrer)
          : t('admin.referrer.none')}
      </p>
      <form className="admin-form" noValidate onSubmit={handleSubmit((values) => save.mutateAsync(values))}>
        {field('email', 'email')}
        {field('name', 'text')}
        <ErrorAlert error={save.error} />
        {save.isSuccess && (
          <p className="alert alert-success" role="status">
            {t('admin.referrer.saved')}
          </p>
        )}
        <Button type="submit" disabled={save.isPending}>
          {t('admin.referrer.save')}
        </Button>
      </form>
    </section>
  );
}
