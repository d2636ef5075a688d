import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button } from '../../../components/Button';
import { FieldError } from '../../../components/FieldError';

const codeSchema = z.object({ code: z.string().regex(/^\d{6}$/, 'message.field_invalid') });

/** VERIFY_OTP: the 6-digit code sent to the contact details on file (§5: digits only, exactly 6). */
export function CodeStep({
  busy,
  serverError,
  onSubmit,
}: {
  busy: boolean;
  serverError: string | null;
  onSubmit: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<{ code: string }>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: '' },
    mode: 'onChange',
  });
  const error = formState.errors.code?.message ?? serverError;
  return (
    <form className="check-in-card" onSubmit={handleSubmit(({ code }) => onSubmit(code))} noValidate>
      <h1>{t('check_in.code_title')}</h1>
      <p>{t('check_in.code_intro')}</p>
      <label htmlFor="check-in-code">{t('check_in.code_label')}</label>
      <input
        id="check-in-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? 'check-in-code-error' : undefined}
        {...register('code')}
      />
      {error && <FieldError id="check-in-code-error" message={t(error)} alert />}
      <Button type="submit" disabled={busy || !formState.isValid}>
        {t('check_in.verify_code')}
      </Button>
    </form>
  );
}
