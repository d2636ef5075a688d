import type { User } from 'oidc-client-ts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { SignInErrorAlert } from '../components/SignInErrorAlert';
import { useStaffSession } from '../hooks/use-staff-session';
import { safeReturnTo } from '../lib/return-to';
import type { SignInState } from '../lib/staff-session';
import '../identity.css';

/**
 * The provider's answer can be processed once only (its state is consumed); React's strict mode
 * mounts effects twice, so the first run's promise is kept per address.
 */
const handled = new Map<string, Promise<User | undefined>>();

/**
 * /auth/callback and /auth/popup-callback: finishes a redirect sign-in (then goes back where the
 * user was), or hands a popup's or hidden frame's answer to the page that opened it.
 */
export default function SignInCallbackPage() {
  const { t } = useTranslation();
  const session = useStaffSession();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    const url = window.location.href;
    let answer = handled.get(url);
    if (!answer) {
      answer = session.manager.signinCallback(url);
      handled.set(url, answer);
    }
    answer.then((user) => {
      // A popup or hidden frame has nothing to show: the opener takes over and closes it.
      if (!user) return;
      const state = user.state as Partial<SignInState> | undefined;
      navigate(safeReturnTo(state?.returnTo), { replace: true });
    }, setError);
  }, [session, navigate]);

  return (
    <main id="main" className="page signin-callback-page">
      <h1 className="visually-hidden">{t('signin.title')}</h1>
      {error ? (
        <SignInErrorAlert error={error} retryHref="/admin" />
      ) : (
        <Spinner label={t('signin.completing')} />
      )}
    </main>
  );
}
