import type { Exam } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';

export type ExamInfo = Pick<
  Exam,
  'nameWithModality' | 'examNotes' | 'durationMinutes' | 'preparationNotes' | 'preparationMinutes'
>;

/** §2 exam info modal: what the exam is about before the patient chooses it (§3 examNotes). */
export default function ExamInfoModal({ exam, onClose }: { exam: ExamInfo; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen onClose={onClose} title={exam.nameWithModality} size="md">
      {exam.examNotes && <p>{exam.examNotes}</p>}
      <dl className="exam-info">
        <dt>{t('catalog.exam_info.duration')}</dt>
        <dd>{t('catalog.exam.duration', { minutes: exam.durationMinutes })}</dd>
        {exam.preparationNotes && (
          <>
            <dt>{t('catalog.exam_info.preparation')}</dt>
            <dd>{exam.preparationNotes}</dd>
          </>
        )}
        {exam.preparationMinutes > 0 && (
          <>
            <dt>{t('booking.confirmation.arrive')}</dt>
            <dd>{t('booking.confirmation.arrive_value', { minutes: exam.preparationMinutes })}</dd>
          </>
        )}
      </dl>
    </Modal>
  );
}
