import { zodResolver } from '@hookform/resolvers/zod';
import { format } from 'date-fns/format';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FieldError';
import { CaptchaCheck } from '../../patient-auth';
import type { Identity } from '../machines/check-in.types';

const identitySchema = (today: string) =>
  z.object({
    lastName: z.string().trim().min(1, 'message.field_required').max(100, 'message.field_too_long'),
    dateOfBirth: z.iso
      .date({ error: 'message.field_required' })
      .refine((date) => date <= today, { message: 'message.date_in_future' }),
  });

interface IdentityStepProps {
  busy: boolean;
  /** Off a registered kiosk the server asks for a solved captcha with every identity check. */
  captchaRequired: boolean;
  onSubmit: (identity: Identity) => void;
}

/** The first check-in screen: the patient's last name and date of birth (§3 identity request). */
export function IdentityStep({ busy, captchaRequired, onSubmit }: IdentityStepProps) {
  const { t } = useTranslation();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<Identity>({
    resolver: zodResolver(identitySchema(format(new Date(), 'yyyy-MM-dd'))),
    defaultValues: { lastName: '', dateOfBirth: '' },
  });
  const { errors } = formState;
  return (
    <form
      className="check-in-card check-in-identity"
      onSubmit={handleSubmit((identity) => onSubmit(captchaRequired ? { ...identity, captcha } : identity))}
      noValidate
    >
      <h1>{t('check_in.identity_title')}</h1>
      <p>{t('check_in.identity_intro')}</p>
      <label htmlFor="check-in-last-name">{t('check_in.last_name')}</label>
      <input
        id="check-in-last-name"
        autoComplete="off"
        aria-invalid={Boolean(errors.lastName)}
        aria-describedby={errors.lastName ? 'check-in-last-name-error' : undefined}
        {...register('lastName')}
      />
      {errors.lastName?.message && (
        <FieldError id="check-in-last-name-error" message={t(errors.lastName.message)} alert />
      )}
      <label htmlFor="check-in-dob">{t('check_in.date_of_birth')}</label>
      <input
        id="check-in-dob"
        type="date"
        autoComplete="off"
        aria-invalid={Boolean(errors.dateOfBirth)}
        aria-describedby={errors.dateOfBirth ? 'check-in-dob-error' : undefined}
        {...register('dateOfBirth')}
      />
      {errors.dateOfBirth?.message && (
        <FieldError id="check-in-dob-error" message={t(errors.dateOfBirth.message)} alert />
      )}
      {captchaRequired && <CaptchaCheck onChange={setCaptcha} />}
      <Button type="submit" disabled={busy || (captchaRequired && !captcha)}>
        {t('check_in.find_appointment')}
      </Button>
    </form>
  );
}
