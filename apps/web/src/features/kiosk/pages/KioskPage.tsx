import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FieldError';
import { Modal } from '../../../components/Modal';
import { Spinner } from '../../../components/Spinner';
import { problemMessage } from '../../../lib/api-client';
import { currentKioskQuery, identifyKiosk, useCurrentKiosk } from '../api/kiosk-api';
import '../kiosk.css';

/** §5 kiosk identity: required text (the kiosk id staff received when registering the device). */
function KioskIdentityModal({ isOpen }: { isOpen: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [serverError, setServerError] = useState<string | null>(null);
  // A default value: the validation also runs while the field is not mounted (modal closed), and
  // must then see a string, not undefined.
  const { register, handleSubmit, formState } = useForm<{ kioskId: string }>({
    mode: 'onChange',
    defaultValues: { kioskId: '' },
  });
  const submit = handleSubmit(async ({ kioskId }) => {
    setServerError(null);
    try {
      await identifyKiosk(kioskId.trim());
      await queryClient.invalidateQueries({ queryKey: currentKioskQuery().queryKey });
    } catch (error) {
      setServerError(problemMessage(error, 'kiosk.identity_error'));
    }
  });
  const error = formState.errors.kioskId ? 'message.field_required' : serverError;
  return (
    <Modal isOpen={isOpen} onClose={() => {}} isStatic title={t('kiosk.identity_title')} actions={false}>
      <form onSubmit={submit} className="kiosk-identity-form" noValidate>
        <label htmlFor="kiosk-id">{t('kiosk.identity_label')}</label>
        <input
          id="kiosk-id"
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'kiosk-id-error' : undefined}
          {...register('kioskId', { validate: (value) => (value ?? '').trim().length > 0 })}
        />
        {error && <FieldError id="kiosk-id-error" message={t(error)} alert />}
        <Button type="submit" disabled={!formState.isValid || formState.isSubmitting}>
          {t('kiosk.identity_submit')}
        </Button>
      </form>
    </Modal>
  );
}

/**
 * §2 kiosk home (`/kiosk?kioskMode=true`): two large entry points, self-service booking and
 * check-in; the layout shell hides menu and admin link in kiosk mode. An unidentified device first
 * asks for its kiosk identity.
 */
export default function KioskPage() {
  const { t } = useTranslation();
  const kiosk = useCurrentKiosk();
  if (kiosk.isPending) return <Spinner label={t('message.loading')} />;
  const current = kiosk.data?.kiosk ?? null;
  return (
    <section className="kiosk-home" aria-labelledby="kiosk-title">
      <h1 id="kiosk-title">{t('kiosk.welcome')}</h1>
      {current && <p className="kiosk-location">{current.clinicName}</p>}
      <nav className="kiosk-actions" aria-label={t('kiosk.actions_label')}>
        <Link className="kiosk-action" to="/check-in?kioskMode=true">
          {t('kiosk.check_in')}
        </Link>
        <Link className="kiosk-action" to="/?kioskMode=true">
          {t('kiosk.book')}
        </Link>
      </nav>
      {/* Only an unidentified device has the form at all: an identified kiosk runs no validation. */}
      {!current && !kiosk.isError && <KioskIdentityModal isOpen />}
      {kiosk.isError && (
        <p role="alert" className="alert alert-error">
          {t('kiosk.identity_error')}
        </p>
      )}
    </section>
  );
}
