import type { Exam } from '@rb/contracts';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';

// The modal loads when first opened: the exam list itself stays light.
const ExamInfoModal = lazy(() => import('./ExamInfoModal'));

/** Opens the exam info modal of an exam that has notes to show (§2 Modals, §3 examNotes). */
export function ExamInfoButton({ exam }: { exam: Exam }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!exam.examNotes) return null;
  return (
    <>
      {/* The name keeps the visible words first (label in name) and tells the list's buttons apart. */}
      <Button
        variant="secondary"
        className="exam-info-button"
        aria-label={t('catalog.exam_info.open_for', { exam: exam.nameWithModality })}
        onClick={() => setOpen(true)}
      >
        {t('catalog.exam_info.open')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExamInfoModal exam={exam} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
