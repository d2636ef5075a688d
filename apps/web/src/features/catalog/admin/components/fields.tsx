import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../../components/FieldError';
import type { problemFields } from '../../../../lib/problem-fields';

export type FieldErrors = ReturnType<typeof problemFields>;

/** The translated error of one field, for the field-error component beside it. */
export function useFieldMessage(errors: FieldErrors) {
  const { t } = useTranslation();
  return (field: string) => {
    const error = errors[field];
    return error ? t(error.key, error.params ?? {}) : null;
  };
}

/** A labelled native select with its error beside it (the form-field layout). */
export function SelectInput({
  id,
  label,
  value,
  onChange,
  error,
  children,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
      <FieldError id={`${id}-error`} message={error} alert />
    </div>
  );
}

/** A labelled checkbox, its error beside it. */
export function CheckboxInput({
  id,
  label,
  checked,
  onChange,
  error = null,
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string | null;
}) {
  return (
    <div className="form-field form-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} message={error} alert />
    </div>
  );
}

/** A group of checkboxes choosing several values, its error beside the group. */
export function CheckboxGroup<T extends string | number>({
  id,
  legend,
  options,
  chosen,
  onChange,
  error,
}: {
  id: string;
  legend: string;
  options: { value: T; label: string }[];
  chosen: T[];
  onChange: (chosen: T[]) => void;
  error: string | null;
}) {
  return (
    <fieldset className="form-field" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {options.map((option) => (
        <div key={option.value} className="form-check">
          <input
            id={`${id}-${option.value}`}
            type="checkbox"
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              onChange(
                event.target.checked
                  ? [...chosen, option.value]
                  : chosen.filter((value) => value !== option.value),
              )
            }
          />
          <label htmlFor={`${id}-${option.value}`}>{option.label}</label>
        </div>
      ))}
      <FieldError id={`${id}-error`} message={error} alert />
    </fieldset>
  );
}
