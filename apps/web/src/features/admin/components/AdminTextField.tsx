import type { InputHTMLAttributes } from 'react';
import { FieldError } from '../../../components/FieldError';

interface AdminTextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** The field's translated error, if any: marks the input invalid and is read with it. */
  error?: string | null;
}

/** A labelled text input of an admin form with its error, the input's other props passed through (register). */
export function AdminTextField({ id, label, error, ...input }: AdminTextFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <FieldError id={`${id}-error`} message={error} alert />
    </div>
  );
}
