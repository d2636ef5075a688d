import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/Button';
import { ErrorAlert } from '../../../components/ErrorAlert';
import { FieldError } from '../../../components/FieldError';
import { useReadOnly } from '../../../components/read-only';
import { SafeHtml } from '../../../components/SafeHtml';
import { formatLongDate } from '../../../lib/date-format';
import { useConsentForms, useSaveConsentForms } from '../api/portal-patient';
import { PortalField } from './PortalField';

const consentSchema = z.object({
  accepted: z.boolean().refine(Boolean, { message: 'portal.consent.accept_required' }),
  fullName: z.string().trim().min(1, 'message.field_required').max(200, 'message.field_too_long'),
});
type ConsentValues = z.infer<typeof consentSchema>;

/** What the portal stores under `data` (the contract keeps the form's answers as they are). */
const savedConsent = z.object({ consent: z.object({ accepted: z.literal(true), fullName: z.string() }) });

/**
 * §7 consent forms of an appointment: the provider's consent text (a translation the provider may
 * override), accepted with a checkbox and the patient's typed full name; once saved it shows who
 * gave it and when.
 */
export function ConsentFormSection({ slug, timeZone }: { slug: string; timeZone: string }) {
  const { t, i18n } = useTranslation();
  // A read-only session (§2 badge) sees a consent already given, never the form to give it.
  const { readOnly } = useReadOnly();
  const forms = useConsentForms(slug);
  const save = useSaveConsentForms(slug);
  const id = useId();
  const { register, handleSubmit, formState } = useForm<ConsentValues>({
    resolver: zodResolver(consentSchema),
    defaultValues: { accepted: false, fullName: '' },
  });
  const { errors } = formState;
  const given = savedConsent.safeParse(forms.data?.data ?? null);
  // When it was given is the server's save time, not the browser's clock.
  const givenAt = forms.data?.updatedAt;

  const submit = handleSubmit((values) =>
    save.mutate({ consent: { accepted: true, fullName: values.fullName.trim() } }),
  );

  return (
    <section className="portal-consent" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('portal.consent.title')}</h3>
      {forms.isError && <p className="portal-quiet">{t('portal.consent.load_failed')}</p>}
      {given.success && givenAt ? (
        <p className="alert alert-success" role="status">
          {t('portal.consent.given', {
            name: given.data.consent.fullName,
            date: formatLongDate(givenAt, timeZone, i18n.language),
          })}
        </p>
      ) : (
        forms.isSuccess &&
        !readOnly && (
          <form className="portal-form" onSubmit={submit} noValidate>
            <SafeHtml className="portal-consent-text" html={t('portal.consent.text')} />
            <div className="portal-check">
              <input
                id={`${id}-accepted`}
                type="checkbox"
                aria-invalid={Boolean(errors.accepted)}
                aria-describedby={errors.accepted ? `${id}-accepted-error` : undefined}
                {...register('accepted')}
              />
              <label htmlFor={`${id}-accepted`}>{t('portal.consent.accept')}</label>
            </div>
            {errors.accepted?.message && (
              <FieldError id={`${id}-accepted-error`} message={t(errors.accepted.message)} alert />
            )}
            <PortalField
              id={`${id}-name`}
              label={t('portal.consent.full_name')}
              error={errors.fullName?.message}
            >
              <input autoComplete="name" maxLength={200} {...register('fullName')} />
            </PortalField>
            <ErrorAlert error={save.error} />
            <Button type="submit" disabled={save.isPending}>
              {t('portal.consent.submit')}
            </Button>
          </form>
        )
      )}
    </section>
  );
}
