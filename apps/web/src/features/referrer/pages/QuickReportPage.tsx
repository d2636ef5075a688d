import { referrerEndpoints } from '@rb/contracts/referrer/routes';
import { resultsEndpoints } from '@rb/contracts/results/routes';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { call } from '../../../lib/api-client';
import { useConfig } from '../../config';
import { quickReportOutcome } from '../lib/quick-report-outcome';
import '../referrer.css';

/**
 * §2 Referrer report page /referrer/quick-report?imsec&repositorySource: banner, open-PACS link,
 * title, the feedback button (flag on; enabled once its questionnaire has loaded) and the viewer
 * in a full-area frame. §4: EXPIRED goes to redirectUrl, preference PACS to pacsUrl.
 */
export default function QuickReportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { application } = useConfig();
  const [search] = useSearchParams();
  const imsec = search.get('imsec') ?? '';
  const repositorySource = search.get('repositorySource') ?? undefined;
  const viewer = useQuery({
    queryKey: ['image-viewer', imsec, repositorySource],
    // On a first load the entry module has asked already; `call` takes that answer (lib/early-fetch).
    queryFn: () => call(resultsEndpoints.imageViewer, { query: { input: imsec, repositorySource } }),
    enabled: imsec !== '',
    retry: false,
  });
  const feedbackOn = application.referrerReportQualityFeedbackEnabled;
  const feedback = useQuery({
    queryKey: ['referrer-feedback', imsec],
    queryFn: () => call(referrerEndpoints.feedbackQuestionnaire, { query: { imsec } }),
    enabled: feedbackOn && imsec !== '',
    retry: false,
  });
  const outcome = viewer.data ? quickReportOutcome(viewer.data) : null;

  useEffect(() => {
    if (outcome?.kind === 'redirect') window.location.assign(outcome.to);
  }, [outcome]);

  const pacsUrl = viewer.data?.pacsUrl;
  return (
    <div className="quick-report">
      <header className="quick-report-header">
        <img className="quick-report-banner" src="/api/assets/application/image_viewer_banner" alt="" />
        <h1>{t('page.quick_report.title')}</h1>
        {pacsUrl && (
          <a href={pacsUrl} target="_blank" rel="noopener noreferrer">
            {t('quick_report.open_pacs')}
          </a>
        )}
        {feedbackOn && (
          <button
            type="button"
            disabled={!feedback.data?.questionnaire}
            onClick={() => navigate(`/referrer/report-feedback?imsec=${encodeURIComponent(imsec)}`)}
          >
            {t('quick_report.feedback')}
          </button>
        )}
      </header>
      <main className="quick-report-body">
        {(viewer.isPending && imsec !== '') || outcome?.kind === 'redirect' ? (
          <Spinner label={t('quick_report.loading')} />
        ) : viewer.isError || imsec === '' ? (
          <p role="alert" className="alert alert-error">
            {t('message.error_generating_images_url')}
          </p>
        ) : outcome?.kind === 'viewer' ? (
          <iframe className="quick-report-frame" title={t('quick_report.viewer_title')} src={outcome.url} />
        ) : (
          <p role="status" className="alert alert-warning">
            {t('quick_report.images_not_available')}
          </p>
        )}
      </main>
    </div>
  );
}
