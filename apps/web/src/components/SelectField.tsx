interface Option {
  value: string | number;
  label: string;
}

interface Props {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The first option, with an empty value ("any …" or "choose …"). */
  emptyLabel: string;
  options: Option[];
  disabled?: boolean;
}

/** A labelled native select with an empty first option, in the form-field layout. */
export function SelectField({ id, label, value, onChange, emptyLabel, options, disabled }: Props) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        <option value="">{emptyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
