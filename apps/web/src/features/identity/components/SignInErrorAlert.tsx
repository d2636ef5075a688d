import { useTranslation } from 'react-i18next';

/** The translation key for a sign-in library failure the §8 rule does not recover from. */
export function signInErrorKey(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (/popup closed/i.test(message)) return 'message.sign_in_popup_closed';
  if (/popup blocked/i.test(message)) return 'message.sign_in_popup_blocked';
  const code = typeof error === 'object' && error ? (error as { error?: unknown }).error : undefined;
  if (code === 'access_denied') return 'message.sign_in_denied';
  return 'message.sign_in_error';
}

/** §8: a sign-in error that is not retried is shown, with a way to start again. */
export function SignInErrorAlert({ error, retryHref }: { error: unknown; retryHref?: string }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-error" role="alert">
      <p>{t(signInErrorKey(error))}</p>
      {retryHref && (
        <p>
          <a href={retryHref}>{t('signin.try_again')}</a>
        </p>
      )}
    </div>
  );
}
