import type { OtpMethod } from '@rb/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { codeError } from '../lib/validation';

interface Props {
  isOpen: boolean;
  introKey: string;
  titleKey: string;
  destination: string | null;
  errorMessage: string | null;
  otpMethods: OtpMethod[];
  otpMethod: OtpMethod;
  /** When the last code was sent (ms), for the resend countdown. */
  codeSentAt: number | null;
  resendWaitSeconds: number;
  onSubmit: (code: string) => void;
  onResend: (method: OtpMethod) => void;
  onDismiss: () => void;
}

/** Seconds left before a resend is allowed (§4, §9: default 5, configurable). */
function useCountdown(from: number | null, seconds: number): number {
  const [value, setValue] = useState(0);
  useEffect(() => {
    const compute = () =>
      from === null ? 0 : Math.max(0, Math.ceil((from + seconds * 1000 - Date.now()) / 1000));
    setValue(compute());
    const timer = window.setInterval(() => {
      const next = compute();
      setValue(next);
      if (next === 0) window.clearInterval(timer);
    }, 250);
    return () => window.clearInterval(timer);
  }, [from, seconds]);
  return value;
}

/** §2 modal: the one-time code, with the way it is sent and the resend countdown. */
export function OneTimeCodeModal(props: Props) {
  const { t } = useTranslation();
  const ids = { code: useId(), codeError: useId(), method: useId() };
  const [code, setCode] = useState('');
  const [method, setMethod] = useState<OtpMethod>(props.otpMethod);
  const [touched, setTouched] = useState(false);
  const wait = useCountdown(props.codeSentAt, props.resendWaitSeconds);
  const error = codeError(code);

  return (
    <Modal
      isOpen={props.isOpen}
      onClose={props.onDismiss}
      title={t(props.titleKey)}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={props.onDismiss}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" form="auth-code-form" disabled={Boolean(error)}>
            {t('auth.code.submit')}
          </Button>
        </>
      }
    >
      <form
        id="auth-code-form"
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (error) return;
          props.onSubmit(code);
          setCode('');
          setTouched(false);
        }}
      >
        <p>{t(props.introKey)}</p>
        {props.destination && (
          <p className="auth-sent">{t('auth.code.sent', { destination: props.destination })}</p>
        )}
        {props.errorMessage && (
          <p className="auth-error" role="alert">
            {t(props.errorMessage, { seconds: props.resendWaitSeconds })}
          </p>
        )}
        <div className="auth-field">
          <label htmlFor={ids.code}>{t('auth.code.label')}</label>
          <input
            id={ids.code}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="\d{6}"
            maxLength={6}
            required
            value={code}
            aria-invalid={touched && error ? true : undefined}
            aria-describedby={touched && error ? ids.codeError : undefined}
            onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            onBlur={() => setTouched(true)}
          />
          {touched && error && (
            <span id={ids.codeError} className="auth-field-error">
              {t(error)}
            </span>
          )}
        </div>
        {props.otpMethods.length > 1 && (
          <fieldset className="auth-methods">
            <legend>{t('auth.code.method')}</legend>
            {props.otpMethods.map((m) => (
              <label key={m}>
                <input
                  type="radio"
                  name="otpMethod"
                  value={m}
                  checked={method === m}
                  onChange={() => setMethod(m)}
                />
                {t(`auth.code.method.${m}`)}
              </label>
            ))}
          </fieldset>
        )}
        <div className="auth-resend">
          <Button variant="link" disabled={wait > 0} onClick={() => props.onResend(method)}>
            {t('auth.code.resend')}
          </Button>
          {wait > 0 && (
            <span className="muted" aria-live="polite">
              {t('auth.code.resend_in', { seconds: wait })}
            </span>
          )}
        </div>
      </form>
    </Modal>
  );
}
