import { referrerEndpoints } from '@rb/contracts/referrer/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { call } from '../../../lib/api-client';
import { useConfig } from '../../config';
import { SignInErrorAlert, useSignedInUser } from '../../identity/staff';
import { QuestionnaireModal } from '../../questionnaires';

/** §9: the page leaves for the configured address 4 s after the questionnaire is answered or closed. */
export const FEEDBACK_REDIRECT_MS = 4000;

type Phase = 'asking' | 'provided' | 'closed';

/**
 * §2 Report quality feedback page /referrer/report-feedback?accession|imsec: the questionnaire in a
 * static modal, then one of the four messages and the redirect to the provider's home address. By
 * accession number (no link to prove anything) the referrer signs in first and answers as themselves.
 */
export default function ReportFeedbackPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const [search] = useSearchParams();
  const imsec = search.get('imsec') ?? undefined;
  const accession = search.get('accession') ?? undefined;
  const flagOn = config.application.referrerReportQualityFeedbackEnabled;
  const byAccession = flagOn && !imsec && Boolean(accession);
  const signIn = useSignedInUser(
    `/referrer/report-feedback?accession=${encodeURIComponent(accession ?? '')}`,
    byAccession,
  );
  const enabled = flagOn && Boolean(imsec ?? accession) && (!byAccession || Boolean(signIn.user));
  const query = imsec ? { imsec } : { pacsAppointmentId: accession };
  const feedback = useQuery({
    queryKey: ['referrer-feedback', imsec, accession, signIn.user?.profile.sub ?? null],
    queryFn: () =>
      call(referrerEndpoints.feedbackQuestionnaire, {
        query,
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
    if (questionnaireId)
      void call(referrerEndpoints.answerFeedback, {
        query,
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
  if (byAccession && signIn.error) body = <SignInErrorAlert error={signIn.error} />;
  else if (byAccession && signIn.loading) body = <Spinner label={t('signin.redirecting')} />;
  else if (!enabled || feedback.isError) body = message('message.referrer_feedback_error', 'alert');
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
