import type { BookingFormDetails } from '@rb/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { hasInstructions } from '../lib/exam-instructions';

type Exam = BookingFormDetails['exams'][number];

// Both modals load when they first open, not with the booking page.
const InstructionsModal = lazy(() => import('./InstructionsModal'));
const BookingRequestInfoModal = lazy(() => import('./BookingRequestInfoModal'));

/**
 * The booking page's exam modals: the instructions button when an exam has instructions, and the
 * booking request info modal, opened once on arrival, for exams flagged showBookingRequestInfoModal.
 */
export function ExamModals({ exams }: { exams: Exam[] }) {
  const { t } = useTranslation();
  const requestInfo = exams.filter((exam) => exam.showBookingRequestInfoModal);
  const [open, setOpen] = useState<'instructions' | 'request-info' | null>(
    requestInfo.length > 0 ? 'request-info' : null,
  );
  const close = () => setOpen(null);
  return (
    <>
      {exams.some(hasInstructions) && (
        <Button variant="secondary" onClick={() => setOpen('instructions')}>
          {t('booking.instructions.open')}
        </Button>
      )}
      <Suspense fallback={null}>
        {open === 'instructions' && <InstructionsModal exams={exams} onClose={close} />}
        {open === 'request-info' && <BookingRequestInfoModal exams={requestInfo} onClose={close} />}
      </Suspense>
    </>
  );
}
