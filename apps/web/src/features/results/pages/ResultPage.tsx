import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/Button';
import { useReadOnly } from '../../../components/read-only';
import { Spinner } from '../../../components/Spinner';
import { formatDate } from '../../../lib/date-format';
import { sessionAccess, useAuthentication } from '../../patient-auth';
import { ShareList, ShareModal } from '../../sharing';
import { openImageViewer, reportFileUrl, resultsQuery } from '../api/results-api';
import { hasResultsAccess, resultsAuthUrl, resultsErrorTarget } from '../lib/results-routing';

/** §2 /appointments/{bookingKey}/result: the released reports, images, and (for the patient) sharing. */
export default function ResultPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const bookingKey = useParams().bookingKey ?? '';
  // The session first: without one for this booking the results call would only answer 401 (§4).
  const session = useAuthentication();
  const signedIn = hasResultsAccess(session.data, bookingKey);
  const results = useQuery({ ...resultsQuery(bookingKey), enabled: signedIn });
  const [sharing, setSharing] = useState(false);
  const [imagesMessage, setImagesMessage] = useState<string | null>(null);
  const target = results.error ? resultsErrorTarget(results.error, bookingKey) : null;
  // §2/§6 read-only: a share recipient or a staff member viewing as the patient sees no sharing.
  const staffView = Boolean(session.data?.scopes.some((s) => s.bookingKey === bookingKey && s.staffView));
  const readOnly = staffView || Boolean(results.data?.shared);
  const { setReadOnly } = useReadOnly();
  useEffect(() => {
    setReadOnly(readOnly);
    return () => setReadOnly(false);
  }, [readOnly, setReadOnly]);

  useEffect(() => {
    if (target) navigate(target, { replace: true });
  }, [target, navigate]);

  async function showImages() {
    const viewer = await openImageViewer(bookingKey).catch(() => null);
    if (viewer?.imageViewerLinkStatus === 'EXPIRED' && viewer.redirectUrl) navigate(viewer.redirectUrl);
    else if (viewer?.url) window.location.assign(viewer.url);
    else setImagesMessage('results.images_none');
  }

  if (session.isError) return <p role="alert">{t('results.error')}</p>;
  if (sessionAccess(session, (status) => hasResultsAccess(status, bookingKey)) === 'denied')
    return <Navigate replace to={resultsAuthUrl(bookingKey)} />;
  if (results.isPending || target) return <Spinner label={t('results.loading')} />;
  if (results.isError) return <p role="alert">{t('results.error')}</p>;
  const { shared, pending, reports, hasImages } = results.data;

  return (
    <section className="page results-page" aria-labelledby="results-title">
      <h1 id="results-title">{t(shared ? 'results.heading_shared' : 'results.heading')}</h1>
      {pending && <p>{t('results.pending')}</p>}
      {reports.length === 0 && !pending && <p>{t('results.none')}</p>}
      <ul className="results-list">
        {reports.map((report) => (
          <li key={report.id}>
            <h2>
              {t('results.report_for', {
                examName: report.nameWithModality,
                date: formatDate(report.appointmentStartsAt, i18n.language),
              })}
            </h2>
            <a href={reportFileUrl(report.bookingKey, report.id, false)} target="_blank" rel="noopener">
              {t('results.view')}
            </a>{' '}
            <a href={reportFileUrl(report.bookingKey, report.id, true)} download={report.fileName}>
              {t('results.download')}
            </a>
          </li>
        ))}
      </ul>
      <div className="results-actions">
        {/* Only an appointment with a study in the PACS has images to show. */}
        {hasImages && (
          <Button variant="secondary" onClick={() => void showImages()}>
            {t('results.images')}
          </Button>
        )}
        {!readOnly && <Button onClick={() => setSharing(true)}>{t('results.share')}</Button>}
      </div>
      {imagesMessage && <p role="status">{t(imagesMessage)}</p>}
      {!readOnly && (
        <>
          <ShareList bookingKey={bookingKey} />
          <ShareModal bookingKey={bookingKey} isOpen={sharing} onClose={() => setSharing(false)} />
        </>
      )}
    </section>
  );
}
