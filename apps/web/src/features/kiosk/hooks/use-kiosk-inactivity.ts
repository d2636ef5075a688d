import { useCallback, useEffect, useRef, useState } from 'react';
import { type EventsType, useIdleTimer } from 'react-idle-timer';

/** §9: the warning counts down this long before the kiosk resets. */
export const WARNING_SECONDS = 10;
/** §9: the events that count as activity, and how often they are looked at. */
export const WATCHED_EVENTS: EventsType[] = [
  'mousemove',
  'keydown',
  'scroll',
  'mousedown',
  'touchstart',
  'touchmove',
  'wheel',
];
export const EVENTS_THROTTLE_MS = 500;
/** The warning is the kiosk's alert dialog: pressing its own buttons is not "activity that dismisses". */
export const WARNING_SELECTOR = '[role="alertdialog"]';

export type ResetReason = 'home' | 'timeout';

export interface InactivityOptions {
  /** Kiosk mode is on and the kiosk stream has not switched it off. */
  enabled: boolean;
  /** application.kioskNoActivitySeconds */
  idleSeconds: number;
  onReset: (reason: ResetReason) => void;
  /** Changes on every navigation: a stopped watcher starts again while kiosk mode is on (§4). */
  restartKey?: string;
}

/**
 * §4 Kiosk inactivity: with kiosk mode on the watcher runs; after `idleSeconds` without activity a
 * warning counts down WARNING_SECONDS; Cancel or activity resumes, Home or the end of the countdown
 * resets (and the watcher stops until the next page starts it again).
 */
export function useKioskInactivity({ enabled, idleSeconds, onReset, restartKey }: InactivityOptions) {
  const [warning, setWarning] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(WARNING_SECONDS);
  const running = useRef(false);
  const resetRef = useRef(onReset);
  resetRef.current = onReset;

  const timer = useIdleTimer({
    timeout: (idleSeconds + WARNING_SECONDS) * 1000,
    promptBeforeIdle: WARNING_SECONDS * 1000,
    events: WATCHED_EVENTS,
    eventsThrottle: EVENTS_THROTTLE_MS,
    startManually: true,
    stopOnIdle: true,
    onPrompt: () => {
      setSecondsLeft(WARNING_SECONDS);
      setWarning(true);
    },
    onActive: () => setWarning(false),
    onIdle: () => {
      setWarning(false);
      running.current = false;
      timer.pause();
      resetRef.current('timeout');
    },
  });
  const timerRef = useRef(timer);
  timerRef.current = timer;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey is the trigger, not an input.
  useEffect(() => {
    if (enabled && !running.current) {
      running.current = true;
      timerRef.current.start();
    } else if (!enabled) {
      running.current = false;
      timerRef.current.pause();
      setWarning(false);
    }
  }, [enabled, restartKey]);

  // While warning, the idle timer ignores events; activity outside the dialog dismisses it here.
  useEffect(() => {
    if (!warning) return;
    const tick = window.setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil(timerRef.current.getRemainingTime() / 1000)));
    }, 1000);
    const onActivity = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(WARNING_SELECTOR)) return;
      timerRef.current.activate();
    };
    for (const type of WATCHED_EVENTS)
      document.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      window.clearInterval(tick);
      for (const type of WATCHED_EVENTS) document.removeEventListener(type, onActivity, { capture: true });
    };
  }, [warning]);

  const cancel = useCallback(() => timerRef.current.activate(), []);
  const home = useCallback(() => {
    setWarning(false);
    running.current = false;
    timerRef.current.pause();
    resetRef.current('home');
  }, []);

  return { warning, secondsLeft, cancel, home };
}
