import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The free-text filter of the exam list; filtering happens as the patient types. */
export function ExamSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="exam-search field">
      <label htmlFor={id}>{t('catalog.search.label')}</label>
      <input
        id={id}
        type="search"
        value={value}
        placeholder={t('catalog.search.placeholder')}
        autoComplete="off"
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
