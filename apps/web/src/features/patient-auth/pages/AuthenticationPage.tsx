import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { mergeRoleTranslations } from '../../../lib/i18n';
import { useConfig } from '../../config';
import { useStaffSignedIn } from '../../identity';
import { authenticationQuery, registerUnauthorizedLogout } from '../api/session-query';
import { DateOfBirthModal } from '../components/DateOfBirthModal';
import { OneTimeCodeModal } from '../components/OneTimeCodeModal';
import { maxAttemptsUrl, readAuthParams } from '../lib/auth-params';
import { authWording } from '../lib/auth-wording';
import { authenticationMachine } from '../machines/authentication.machine';
import '../patient-auth.css';

const BUSY_STATES = [
  'starting',
  'checkingSession',
  'authenticatingDob',
  'sendingCode',
  'validatingCode',
  'authenticated',
];

/** §2 Authentication page: the §4 machine drives the date-of-birth and code modals. */
export default function AuthenticationPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = useConfig();
  const [search] = useSearchParams();
  const params = useMemo(() => readAuthParams(search, window.location.origin), [search]);
  const cookiesEnabled = typeof navigator === 'undefined' || navigator.cookieEnabled;

  useEffect(() => registerUnauthorizedLogout(queryClient), [queryClient]);

  const machine = useMemo(
    () =>
      authenticationMachine.provide({
        actions: {
          redirectToReturnUrl: ({ context }) => {
            void queryClient.invalidateQueries({ queryKey: authenticationQuery().queryKey });
            navigate(context.params.returnUrl ?? '/', { replace: true });
          },
          redirectToDeny: ({ context }) =>
            navigate(context.revoked ? '/deny?revoked=true' : maxAttemptsUrl(context.params), {
              replace: true,
            }),
          redirectHome: () => navigate('/'),
          mergeRoleTranslations: ({ context }) => mergeRoleTranslations(i18n, context.roleTranslations),
        },
      }),
    [navigate, queryClient, i18n],
  );
  const [state, send] = useMachine(machine, { input: { params, lang: i18n.language } });
  const { context } = state;
  const texts = authWording(params, useStaffSignedIn(config.signIn));
  const busy = BUSY_STATES.some((s) => state.matches(s as never));

  return (
    <section className="page auth-page" aria-labelledby="auth-title">
      <h1 id="auth-title">{t('page.authentication.title')}</h1>
      {!cookiesEnabled && (
        <p className="auth-cookies-banner" role="alert">
          {t('message.authentication_cookies_error')}
        </p>
      )}
      {state.matches('notStarted') && <p>{t('auth.invalid_link')}</p>}
      {busy && <Spinner label={t('auth.authenticating')} />}
      <DateOfBirthModal
        isOpen={state.matches('dobModal')}
        introKey={texts.dob}
        staffBooking={texts.staff}
        contactNumberEnabled={context.contactNumberAuthEnabled}
        captchaRequired={context.captchaRequired}
        errorMessage={context.errorMessage}
        onSubmit={(submission) => send({ type: 'SUBMIT_DOB', submission })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
      <OneTimeCodeModal
        isOpen={state.matches('codeModal')}
        introKey={texts.code}
        titleKey="auth.code.title"
        destination={context.destination}
        errorMessage={context.errorMessage}
        otpMethods={context.otpMethods}
        otpMethod={context.otpMethod}
        codeSentAt={context.codeSentAt}
        resendWaitSeconds={config.application.otpResendWaitSeconds}
        onSubmit={(code) => send({ type: 'SUBMIT_CODE', code })}
        onResend={(otpMethod) => send({ type: 'RESEND', otpMethod })}
        onDismiss={() => send({ type: 'DISMISS' })}
      />
    </section>
  );
}
