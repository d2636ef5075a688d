import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getCaptchaChallenge, verifyCaptcha } from '../api/patient-auth-api';
import { solveCaptcha } from '../lib/captcha-solver';

type CaptchaState = 'idle' | 'verifying' | 'verified' | 'failed';

/**
 * The self-hosted proof-of-work check (ALTCHA protocol), shown only when the server asks for it.
 * Ticking the box fetches a challenge, solves it in the browser and hands the payload up.
 */
export function CaptchaCheck({ onChange }: { onChange: (payload: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<CaptchaState>('idle');
  const abort = useRef<AbortController | null>(null);

  async function run() {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState('verifying');
    onChange(null);
    try {
      const payload = await solveCaptcha(await getCaptchaChallenge(), controller.signal);
      if (controller.signal.aborted) return;
      if (payload && (await verifyCaptcha(payload)).verified) {
        setState('verified');
        onChange(payload);
        return;
      }
      setState('failed');
    } catch {
      if (!controller.signal.aborted) setState('failed');
    }
  }

  const status =
    state === 'verifying'
      ? t('auth.captcha.verifying')
      : state === 'verified'
        ? t('auth.captcha.verified')
        : state === 'failed'
          ? t('auth.captcha.failed')
          : '';
  return (
    <div className="auth-captcha" data-state={state}>
      <input
        id={id}
        type="checkbox"
        checked={state === 'verified' || state === 'verifying'}
        disabled={state === 'verifying' || state === 'verified'}
        onChange={(event) => {
          if (event.target.checked) void run();
        }}
      />
      <label htmlFor={id}>{t('auth.captcha.label')}</label>
      <span className="auth-captcha-status" role="status">
        {status}
      </span>
    </div>
  );
}
