import type { ProcessedOutcome } from '@rb/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingQuestionnaires, OutcomeNotice } from '../../../questionnaires';

/** Outcomes that stop a patient's online booking; staff may still book these as PENDING (issue 14 §3). */
const stopsOnline = (outcome: ProcessedOutcome | null) =>
  outcome?.outcome === 'DENY_BOOKING' || outcome?.outcome === 'CREATE_BOOKING_REQUEST';

interface StaffQuestionnairesProps {
  bookingKey: string;
  examSlug: string;
  /** Closed without answering: the exam choice starts over. */
  onClosed: () => void;
  /** The answers switch the booking to another exam (its slug): the page books that one instead. */
  onExamChanged: (examSlug: string) => void;
  /** Whether the answers stop an online booking (the page then books only as PENDING). */
  onStopped: (stopped: boolean) => void;
  /** The slot choice, shown once every questionnaire is answered. */
  children: ReactNode;
}

/**
 * The chosen exam's booking questionnaires, asked through the patient journey's own flow and calls
 * under the booking's key. Where a patient would be sent to an enquiry or the deny page, staff see
 * the outcome and go on to book as PENDING.
 */
export function StaffQuestionnaires({
  bookingKey,
  examSlug,
  onClosed,
  onExamChanged,
  onStopped,
  children,
}: StaffQuestionnairesProps) {
  const { t } = useTranslation();
  const [denied, setDenied] = useState<{ outcome: ProcessedOutcome | null } | null>(null);
  if (denied) {
    return (
      <StoppedOnline outcome={denied.outcome} onStopped={onStopped}>
        {children}
      </StoppedOnline>
    );
  }
  return (
    <section aria-labelledby="book-questionnaires-title">
      <h3 id="book-questionnaires-title">{t('admin.book.questionnaires')}</h3>
      <BookingQuestionnaires
        bookingKey={bookingKey}
        examSlugs={[examSlug]}
        backUrl="/admin/book"
        onClosed={onClosed}
        onExamChanged={(nextPath) => onExamChanged(examOfNextPath(nextPath))}
        onDenied={(outcome) => setDenied({ outcome })}
        renderEnquiry={() => (
          <StoppedOnline outcome={null} onStopped={onStopped}>
            {children}
          </StoppedOnline>
        )}
      >
        {(outcome) =>
          stopsOnline(outcome) ? (
            <StoppedOnline outcome={outcome} onStopped={onStopped}>
              {children}
            </StoppedOnline>
          ) : (
            <>
              {outcome && <OutcomeNotice outcome={outcome} />}
              {children}
            </>
          )
        }
      </BookingQuestionnaires>
    </section>
  );
}

/** The exam of the patient journey's next page (/select-clinic/{examSlug}?…), where patients would go. */
const examOfNextPath = (nextPath: string) =>
  decodeURIComponent(new URL(nextPath, 'http://localhost').pathname.split('/').at(-1) ?? '');

function StoppedOnline({
  outcome,
  onStopped,
  children,
}: {
  outcome: ProcessedOutcome | null;
  onStopped: (stopped: boolean) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    onStopped(true);
    return () => onStopped(false);
  }, [onStopped]);
  return (
    <>
      {outcome && <OutcomeNotice outcome={outcome} />}
      <p role="status" className="alert" data-testid="outcome-stops-online">
        {t('admin.book.outcome_stops_online')}
      </p>
      {children}
    </>
  );
}
