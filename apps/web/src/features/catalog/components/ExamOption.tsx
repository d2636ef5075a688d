import type { Exam } from '@rb/contracts';
import { useTranslation } from 'react-i18next';

/** What the patient reads about one exam in the list: name, modality, length and how it is booked. */
export function ExamOptionText({ exam }: { exam: Exam }) {
  const { t } = useTranslation();
  return (
    <span className="exam-option-text">
      <span className="exam-option-name">{exam.nameWithModality}</span>
      <span className="exam-option-meta">
        {t('catalog.exam.duration', { minutes: exam.durationMinutes })}
        {exam.enquiryOnly && <span className="catalog-badge">{t('catalog.exam.enquiry')}</span>}
        {exam.walkIn && <span className="catalog-badge">{t('catalog.exam.walk_in')}</span>}
      </span>
    </span>
  );
}
