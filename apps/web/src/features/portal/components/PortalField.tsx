import type { ReactElement } from 'react';
import { cloneElement } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/FieldError';

/**
 * A labelled form control with its translated error: the control is given its id, aria-invalid
 * and aria-describedby, so the error is read with it.
 */
export function PortalField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactElement<Record<string, unknown>>;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="portal-field">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, {
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && <FieldError id={errorId} message={t(error)} alert />}
    </div>
  );
}
