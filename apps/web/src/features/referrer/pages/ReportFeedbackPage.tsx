import { referrerEndpoints } from '@rb/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { call } from '../../../lib/api-client';
import { useConfig } from '../../config/api/config-context';
import { QuestionnaireModal } from '../../questionnaires';

/** §9: the page leaves for the configured address 4 s after the questionnaire is answered or closed. */
export const FEEDBACK_REDIRECT_MS = 4000;

type Phase = 'asking' | 'provided' | 'closed';

/**
 * §2 Report quality feedback page /referrer/report-feedback?accession|imsec: the questionnaire in a
 * static modal, then one of the four messages and the redirect to the provider's home address.
 */
export default function ReportFeedbackPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const [search] = useSearchParams();
  const imsec = search.get('imsec') ?? undefined;
  const accession = search.get('accession') ?? undefined;
  const enabled = config.application.referrerReportQualityFeedbackEnabled && Boolean(imsec ?? accession);
  const feedback = useQuery({
    queryKey: ['referrer-feedback', imsec, accession],
    queryFn: () =>
      call(referrerEndpoints.feedbackQuestionnaire, {
        query: imsec ? { imsec } : { pacsAppointmentId: accession },
      }),
    enabled,
    retry: false,
  });
  const [phase, setPhase] = useState<Phase>('asking');
  const target = config.radiology.homeUrl ?? '/';

  useEffect(() => {
    if (phase === 'asking') return;
    const timer = window.setTimeout(() => window.location.assign(target), FEEDBACK_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [phase, target]);

  function complete(result: Record<string, unknown>) {
    const questionnaireId = feedback.data?.questionnaire?.id;
    // Fire and forget (§7): the referrer is thanked whatever the network does next.
    if (imsec && questionnaireId)
      void call(referrerEndpoints.answerFeedback, {
        query: { imsec },
        body: { questionnaireId, questionnaireResult: result },
      }).catch(() => undefined);
    setPhase('provided');
  }

  const message = (key: string, role: 'alert' | 'status' = 'status') => (
    <p role={role} className={`alert ${role === 'alert' ? 'alert-error' : 'alert-info'}`}>
      {t(key)}
    </p>
  );

  let body: React.ReactNode;
  if (!enabled || feedback.isError) body = message('message.referrer_feedback_error', 'alert');
  else if (feedback.isPending) body = <Spinner label={t('message.loading')} />;
  else if (phase === 'provided')
    body = (
      <>
        {message('message.feedback_provided_successfully')}
        <p>{t('message.referrer_feedback_redirect')}</p>
      </>
    );
  else if (phase === 'closed') body = message('message.referrer_feedback_redirect');
  else if (!feedback.data.questionnaire) body = message('message.feedback_already_provided');
  else
    body = (
      <QuestionnaireModal
        questionnaire={feedback.data.questionnaire}
        onComplete={complete}
        onClose={() => setPhase('closed')}
      />
    );

  return (
    <section className="page report-feedback-page" aria-labelledby="report-feedback-title">
      <h1 id="report-feedback-title">{t('page.report_feedback.title')}</h1>
      {body}
    </section>
  );
}
