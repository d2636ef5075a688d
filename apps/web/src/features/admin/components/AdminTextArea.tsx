import type { TextareaHTMLAttributes } from 'react';
import { FieldError } from '../../../components/FieldError';

interface AdminTextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  id: string;
  label: string;
  /** The field's translated error, if any: marks the text invalid and is read with it. */
  error?: string | null;
}

/** A labelled text area of an admin form (a reason, a note, a message) with its error. */
export function AdminTextArea({ id, label, error, ...textarea }: AdminTextAreaProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...textarea}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
