import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { KIOSK_HOME, useCurrentKiosk } from '../../kiosk';
import { CodeStep } from '../components/CodeStep';
import { ConfirmStep } from '../components/ConfirmStep';
import { EndStep } from '../components/EndStep';
import { IdentityStep } from '../components/IdentityStep';
import { readCheckInParams, withStep } from '../lib/check-in-params';
import { useCheckInMachine } from '../lib/use-check-in-machine';
import { stepOf } from '../machines/check-in.machine';
import '../check-in.css';

interface CheckInFlowProps {
  clinicId: number;
  homeUrl: string;
  /** This browser is a registered kiosk of the clinic (the server says so): no captcha there. */
  onKiosk: boolean;
}

function CheckInFlow({ clinicId, homeUrl, onKiosk }: CheckInFlowProps) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const finishFeedback = useCallback(() => navigate(homeUrl, { replace: true }), [navigate, homeUrl]);
  const [state, send] = useCheckInMachine(clinicId, i18n.language, finishFeedback);
  const step = stepOf(state);
  const urlStep = search.get('step');

  // The URL follows the machine, never the other way round: an old history entry with a step (the
  // back button after a kiosk reset) lands on a fresh flow and shows nothing of anybody.
  useEffect(() => {
    if ((urlStep ?? undefined) !== step) setSearch(withStep(search, step), { replace: true });
  }, [step, urlStep, search, setSearch]);

  const { context } = state;
  if (state.matches('identity') || state.matches('checkingIdentity')) {
    return (
      <IdentityStep
        busy={state.matches('checkingIdentity')}
        captchaRequired={!onKiosk}
        onSubmit={(identity) => send({ type: 'SUBMIT_IDENTITY', identity })}
      />
    );
  }
  if (state.matches('verifyOtp')) {
    return (
      <CodeStep
        busy={state.matches({ verifyOtp: 'validating' })}
        serverError={context.codeError}
        onSubmit={(code) => send({ type: 'SUBMIT_CODE', code })}
      />
    );
  }
  if (state.matches('confirm')) {
    const stage = (state.value as { confirm: string }).confirm;
    return (
      <ConfirmStep
        stage={stage}
        appointments={context.appointments}
        current={context.appointments.find((a) => a.slug === context.slug)}
        message={context.message}
        readiness={context.readiness}
        send={send}
      />
    );
  }
  if (step === 'SUCCESS' || step === 'COMPLETE' || step === 'ERROR' || step === 'FEEDBACK') {
    const current = context.appointments.find((a) => a.slug === context.slug);
    return (
      <EndStep
        step={step}
        message={context.message}
        folioNumber={current?.patientFolioNumber ?? null}
        bookingKey={context.bookingKey}
        homeUrl={homeUrl}
        onFeedback={() => send({ type: 'GIVE_FEEDBACK' })}
      />
    );
  }
  return <Spinner label={i18n.t('message.loading')} />;
}

/**
 * §2 `/check-in` (query step, kioskMode, process). On a kiosk the clinic is the kiosk's; from a
 * phone the reminder link names it (`clinicId`). The flow restarts whenever the page mounts.
 */
export default function CheckInPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const params = readCheckInParams(search);
  // A phone link names its clinic; only a kiosk (or a page without one) asks which kiosk this is.
  const kiosk = useCurrentKiosk(params.kioskMode || !params.clinicId);
  const homeUrl = params.kioskMode ? KIOSK_HOME : '/';
  if (!params.clinicId && kiosk.isLoading) return <Spinner label={t('message.loading')} />;
  const clinicId = params.clinicId ?? kiosk.data?.kiosk?.clinicId ?? null;
  if (!clinicId) {
    return (
      <section className="check-in-card" role="alert">
        <h1>{t('message.check_in_error')}</h1>
        <p>{t('check_in.no_clinic')}</p>
        <Link to={homeUrl}>{t('check_in.back_home')}</Link>
      </section>
    );
  }
  const current = kiosk.data?.kiosk;
  const onKiosk = params.kioskMode && current?.kioskMode === true && current.clinicId === clinicId;
  return <CheckInFlow key={clinicId} clinicId={clinicId} homeUrl={homeUrl} onKiosk={onKiosk} />;
}
