import type { BookingFormDetails } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../components/Modal';
import { hasInstructions } from '../lib/exam-instructions';

type Exam = BookingFormDetails['exams'][number];

/** §2 instructions modal: each exam's instructions (§3 notes) and preparation before the visit. */
export default function InstructionsModal({ exams, onClose }: { exams: Exam[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal isOpen onClose={onClose} title={t('booking.instructions.title')}>
      {exams.filter(hasInstructions).map((exam) => (
        <section key={exam.slug} aria-label={exam.nameWithModality}>
          <h3>{exam.nameWithModality}</h3>
          {exam.notes && <p style={{ whiteSpace: 'pre-line' }}>{exam.notes}</p>}
          {exam.preparationNotes && <p>{exam.preparationNotes}</p>}
          {exam.preparationMinutes > 0 && (
            <p>{t('booking.confirmation.arrive_value', { minutes: exam.preparationMinutes })}</p>
          )}
        </section>
      ))}
    </Modal>
  );
}
