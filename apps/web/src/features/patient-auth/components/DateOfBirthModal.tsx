import { format } from 'date-fns/format';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { contactNumberError, dateOfBirthError } from '../lib/validation';
import type { DobSubmission } from '../machines/authentication.machine';
import { CaptchaCheck } from './CaptchaCheck';

interface Props {
  isOpen: boolean;
  introKey: string;
  staffBooking: boolean;
  contactNumberEnabled: boolean;
  captchaRequired: boolean;
  errorMessage: string | null;
  onSubmit: (submission: DobSubmission) => void;
  onDismiss: () => void;
}

/** §2 modal: authentication by date of birth, with the contact number when the provider asks for it. */
export function DateOfBirthModal(props: Props) {
  const { t } = useTranslation();
  const ids = { dob: useId(), dobError: useId(), contact: useId(), contactError: useId(), error: useId() };
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [contactNumber, setContactNumber] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [touched, setTouched] = useState({ dob: false, contact: false });
  const today = format(new Date(), 'yyyy-MM-dd');

  const dobError = dateOfBirthError(dateOfBirth, today);
  const contactError = props.contactNumberEnabled ? contactNumberError(contactNumber, true) : null;
  const invalid = Boolean(dobError || contactError || (props.captchaRequired && !captcha));

  return (
    <Modal
      isOpen={props.isOpen}
      onClose={props.onDismiss}
      title={t('auth.dob.title')}
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={props.onDismiss}>
            {t('auth.cancel')}
          </Button>
          <Button type="submit" form="auth-dob-form" disabled={invalid}>
            {t('auth.submit')}
          </Button>
        </>
      }
    >
      <form
        id="auth-dob-form"
        className="auth-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (invalid) return;
          props.onSubmit({
            dateOfBirth,
            contactNumber: props.contactNumberEnabled ? contactNumber : undefined,
            captcha: captcha ?? undefined,
          });
          // A used captcha is spent; the next attempt solves a new one.
          setCaptcha(null);
        }}
      >
        <p>{t(props.introKey)}</p>
        {props.errorMessage && (
          <p id={ids.error} className="auth-error" role="alert">
            {t(props.errorMessage)}
          </p>
        )}
        <div className="auth-field">
          <label htmlFor={ids.dob}>{t('auth.dob.label')}</label>
          <input
            id={ids.dob}
            name="dateOfBirth"
            type="date"
            required
            max={today}
            min="1900-01-01"
            autoComplete="bday"
            value={dateOfBirth}
            aria-invalid={touched.dob && dobError ? true : undefined}
            aria-describedby={touched.dob && dobError ? ids.dobError : undefined}
            onChange={(event) => setDateOfBirth(event.target.value)}
            onBlur={() => setTouched((s) => ({ ...s, dob: true }))}
          />
          {touched.dob && dobError && (
            <span id={ids.dobError} className="auth-field-error">
              {t(dobError)}
            </span>
          )}
        </div>
        {props.contactNumberEnabled && (
          <div className="auth-field">
            <label htmlFor={ids.contact}>
              {t(props.staffBooking ? 'auth.contact.label_staff' : 'auth.contact.label')}
            </label>
            <input
              id={ids.contact}
              name="contactNumber"
              type="tel"
              inputMode="numeric"
              maxLength={10}
              autoComplete="tel-national"
              required
              value={contactNumber}
              aria-invalid={touched.contact && contactError ? true : undefined}
              aria-describedby={touched.contact && contactError ? ids.contactError : undefined}
              onChange={(event) => setContactNumber(event.target.value)}
              onBlur={() => setTouched((s) => ({ ...s, contact: true }))}
            />
            {touched.contact && contactError && (
              <span id={ids.contactError} className="auth-field-error">
                {t(contactError)}
              </span>
            )}
          </div>
        )}
        {props.captchaRequired && (
          <CaptchaCheck key={props.errorMessage ?? 'captcha'} onChange={setCaptcha} />
        )}
      </form>
    </Modal>
  );
}
