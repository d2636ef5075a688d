import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../../components/FieldError';

interface Option<V> {
  value: V;
  label: string;
}

interface CheckboxListProps<V extends string | number> {
  legend: string;
  options: Option<V>[];
  value: V[];
  onChange: (value: V[]) => void;
  onBlur?: () => void;
  /** A translation key; shown under the group and announced. */
  error?: string;
}

/** A labelled group of checkboxes for a list value (roles, clinics), with the app's field error. */
export function CheckboxList<V extends string | number>({
  legend,
  options,
  value,
  onChange,
  onBlur,
  error,
}: CheckboxListProps<V>) {
  const { t } = useTranslation();
  const errorId = useId();
  const toggle = (option: V, checked: boolean) =>
    onChange(checked ? [...value, option] : value.filter((item) => item !== option));
  return (
    <fieldset
      className="checkbox-list"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={String(option.value)} className="checkbox-list-item">
          <input
            type="checkbox"
            checked={value.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
            onBlur={onBlur}
          />{' '}
          {option.label}
        </label>
      ))}
      {error && <FieldError id={errorId} message={t(error)} alert />}
    </fieldset>
  );
}
