import type { ProcessedOutcome } from '@rb/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner';
import { useCombinedOutcome } from '../api/process-outcomes';
import { mergeOutcomes } from '../lib/merge-outcomes';
import type { FlowHandlers } from '../machines/use-questionnaire-flow';
import { QuestionnaireFlow } from './QuestionnaireFlow';

interface BookingQuestionnairesProps extends FlowHandlers {
  /** The journey's booking key: answers are stored as temporary answers under it until the booking exists. */
  bookingKey: string;
  examSlugs: string[];
  /**
   * §4 separate booking: one key per exam (same order). Each exam's questionnaires are then answered
   * under its own key, the key its appointment is booked with, so the server enforces them there.
   */
  separateKeys?: string[] | null;
  /** Where closing a questionnaire without completing it goes (e.g. the clinic finder). */
  backUrl: string;
  /** Leave the general questionnaires out here (they are asked elsewhere). */
  examLinkedOnly?: boolean;
  /** The rest of the booking, shown once every questionnaire is answered, with the combined outcome. */
  children: (outcome: ProcessedOutcome | null) => ReactNode;
  /**
   * What replaces the booking when an outcome turns it into an enquiry (the enquiry form), under the
   * key whose answers led there, so the enquiry carries those answers.
   */
  renderEnquiry: (outcome: ProcessedOutcome, bookingKey: string) => ReactNode;
}

/**
 * The exam-linked questionnaires of a booking, asked before slots are offered (§4 Booking +
 * Questionnaires): the booking continues only when they are answered, with the outcome that may
 * restrict the earliest date, require a Medicare number, switch exam (navigates) or turn the booking
 * into an enquiry.
 */
export function BookingQuestionnaires(props: BookingQuestionnairesProps) {
  const { examSlugs, separateKeys, children } = props;
  if (!separateKeys || separateKeys.length < 2 || separateKeys.length !== examSlugs.length) {
    return <OneKeyQuestionnaires {...props} />;
  }
  // The first exam under its key, then the others the same way; the page sees the outcomes merged.
  const [firstKey, ...otherKeys] = separateKeys as [string, ...string[]];
  const [firstExam, ...otherExams] = examSlugs as [string, ...string[]];
  return (
    <OneKeyQuestionnaires {...props} bookingKey={firstKey} examSlugs={[firstExam]}>
      {(first) => (
        <BookingQuestionnaires
          {...props}
          bookingKey={otherKeys[0] as string}
          examSlugs={otherExams}
          separateKeys={otherKeys}
        >
          {(others) => children(mergeOutcomes(first, others))}
        </BookingQuestionnaires>
      )}
    </OneKeyQuestionnaires>
  );
}

function OneKeyQuestionnaires({
  bookingKey,
  examSlugs,
  separateKeys: _separateKeys,
  backUrl,
  examLinkedOnly = true,
  children,
  renderEnquiry,
  ...handlers
}: BookingQuestionnairesProps) {
  return (
    <QuestionnaireFlow
      key={`${bookingKey}:${examSlugs.join(',')}`}
      input={{ bookingKey, examSlugs, backUrl, examLinkedOnly }}
      renderDone={() => <WithCombinedOutcome bookingKey={bookingKey}>{children}</WithCombinedOutcome>}
      renderEnquiry={(outcome) => renderEnquiry(outcome, bookingKey)}
      {...handlers}
    />
  );
}

/** Once everything is answered: the outcome of all the booking's answers, computed by the server. */
function WithCombinedOutcome({
  bookingKey,
  children,
}: {
  bookingKey: string;
  children: (outcome: ProcessedOutcome | null) => ReactNode;
}) {
  const { t } = useTranslation();
  const outcome = useCombinedOutcome(bookingKey);
  if (outcome.isPending) return <Spinner label={t('message.loading')} />;
  if (outcome.isError) {
    return (
      <p role="alert" className="alert alert-error">
        {t('message.error_answering_questionnaire')}
      </p>
    );
  }
  return <>{children(outcome.data)}</>;
}
