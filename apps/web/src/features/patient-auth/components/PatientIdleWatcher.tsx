import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdleTimer } from 'react-idle-timer';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { isKioskMode } from '../../../lib/links';
import { useConfig } from '../../config';
import { keepalive, logout } from '../api/patient-auth-api';
import { authenticationQuery, useAuthentication } from '../api/session-query';
import { patientIdleTimes } from '../lib/idle-times';

const storage = () => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * Mounted once by the layout shell. While a patient session is open (outside kiosk mode, which has
 * its own watcher), it signs the patient out after the §9 idle time with a warning first, so a
 * patient who walks away from a shared computer is signed out; an active page calls the keepalive
 * so the server's own idle timeout never ends a session that is in use.
 */
export function PatientIdleWatcher() {
  const { t } = useTranslation();
  const { environment } = useConfig();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useAuthentication();
  const times = useMemo(() => patientIdleTimes(environment.production, storage()), [environment.production]);
  const enabled = Boolean(session.data?.authenticated) && !isKioskMode(new URLSearchParams(location.search));
  const [warning, setWarning] = useState(false);
  const [signedOut, setSignedOut] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(Math.ceil(times.warningMs / 1000));

  // When the patient last did something on the page (throttled like the timer's own events).
  const lastAction = useRef(0);
  const timer = useIdleTimer({
    timeout: times.idleMs + times.warningMs,
    promptBeforeIdle: times.warningMs,
    eventsThrottle: 500,
    startManually: true,
    stopOnIdle: true,
    onAction: () => {
      lastAction.current = Date.now();
    },
    onPrompt: () => setWarning(true),
    onIdle: () => {
      setWarning(false);
      signOut();
    },
  });
  const timerRef = useRef(timer);
  timerRef.current = timer;

  // Leave the patient's page first, so nothing of it stays on screen or asks to sign in again: the
  // session ends once the home page is on screen. Until then (the home page is a lazy route, and the
  // router commits in a transition) the patient's page is mounted and would send a visitor it sees
  // signed out to /authentication.
  const [leaving, setLeaving] = useState(false);
  function signOut() {
    setWarning(false);
    setLeaving(true);
    navigate('/', { replace: true });
  }
  useEffect(() => {
    if (!leaving || location.pathname !== '/') return;
    setLeaving(false);
    void (async () => {
      await logout().catch(() => undefined);
      await queryClient.invalidateQueries({ queryKey: authenticationQuery().queryKey });
      setSignedOut(true);
    })();
  }, [leaving, location.pathname, queryClient]);

  useEffect(() => {
    if (enabled) timerRef.current.start();
    else {
      timerRef.current.pause();
      setWarning(false);
    }
  }, [enabled]);

  // Keepalive only for a page in use since the last one: an idle page lets the session run out.
  useEffect(() => {
    if (!enabled) return;
    let last = Date.now();
    const id = window.setInterval(() => {
      if (lastAction.current > last && !timerRef.current.isPrompted())
        void keepalive().catch(() => undefined);
      last = Date.now();
    }, times.keepaliveMs);
    return () => window.clearInterval(id);
  }, [enabled, times.keepaliveMs]);

  useEffect(() => {
    if (!warning) return;
    const tick = () => setSecondsLeft(Math.max(0, Math.ceil(timerRef.current.getRemainingTime() / 1000)));
    tick();
    const id = window.setInterval(tick, 1000);
    return () => window.clearInterval(id);
  }, [warning]);

  const stay = () => {
    setWarning(false);
    timerRef.current.activate();
    void keepalive().catch(() => undefined);
  };

  return (
    <>
      <Modal
        isOpen={warning}
        onClose={stay}
        title={t('session.idle.title')}
        size="sm"
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onClick={signOut}>
              {t('session.idle.sign_out')}
            </Button>
            <Button onClick={stay}>{t('session.idle.stay')}</Button>
          </>
        }
      >
        <p>{t('session.idle.text', { seconds: secondsLeft })}</p>
      </Modal>
      <Modal
        isOpen={signedOut}
        onClose={() => setSignedOut(false)}
        title={t('session.idle.signed_out_title')}
        size="sm"
        actions={<Button onClick={() => setSignedOut(false)}>{t('session.idle.ok')}</Button>}
      >
        <p role="status">{t('session.idle.signed_out')}</p>
      </Modal>
    </>
  );
}
