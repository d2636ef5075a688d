import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/FieldError';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The `from`/`to` day of a filter address, or undefined when absent or not a yyyy-MM-dd day. */
export function dayParam(search: URLSearchParams, name: 'from' | 'to'): string | undefined {
  const value = search.get(name) ?? '';
  return DAY.test(value) ? value : undefined;
}

/** From and to days of a staff list's filter; the server's refusal of the range shows beside `to`. */
export function DayRangeFields({
  idPrefix,
  labelKey,
  search,
  toError,
}: {
  idPrefix: string;
  labelKey: (name: 'from' | 'to') => string;
  search: URLSearchParams;
  toError: { key: string; params?: Record<string, unknown> } | undefined;
}) {
  const { t } = useTranslation();
  const errorId = `${idPrefix}-to-error`;
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <div className="form-field" key={name}>
          <label htmlFor={`${idPrefix}-${name}`}>{t(labelKey(name))}</label>
          <input
            id={`${idPrefix}-${name}`}
            name={name}
            type="date"
            defaultValue={search.get(name) ?? ''}
            aria-invalid={name === 'to' && toError ? true : undefined}
            aria-describedby={name === 'to' && toError ? errorId : undefined}
          />
          {name === 'to' && (
            <FieldError id={errorId} message={toError ? t(toError.key, toError.params ?? {}) : null} />
          )}
        </div>
      ))}
    </>
  );
}
