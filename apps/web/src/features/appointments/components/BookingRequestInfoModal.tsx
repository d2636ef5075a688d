import type { BookingFormDetails } from '@rb/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

type Exam = BookingFormDetails['exams'][number];

/**
 * §2 booking request info modal: exams flagged showBookingRequestInfoModal (§3) are booked by our
 * staff, so the patient learns that before filling the enquiry form.
 */
export default function BookingRequestInfoModal({ exams, onClose }: { exams: Exam[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen
      onClose={onClose}
      title={t('booking.request_info.title')}
      size="md"
      actions={<Button onClick={onClose}>{t('booking.request_info.continue')}</Button>}
    >
      <p>{t('booking.request_info.body')}</p>
      <ul>
        {exams.map((exam) => (
          <li key={exam.slug}>
            <strong>{exam.nameWithModality}</strong>
            {exam.examNotes && <> {exam.examNotes}</>}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
