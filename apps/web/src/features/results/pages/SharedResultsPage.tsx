import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { useAuthentication } from '../../patient-auth';

/**
 * /shared-results?share={id}: where a share invitation returns after the recipient proved it. The
 * invitation does not carry the patient's booking key; the proven session does, for that share.
 */
export default function SharedResultsPage() {
  const { t } = useTranslation();
  const shareId = Number(useSearchParams()[0].get('share'));
  const session = useAuthentication();
  const scope = session.data?.scopes.find(
    (candidate) => candidate.shared && candidate.kind === 'APPOINTMENT' && candidate.shareId === shareId,
  );
  // A session cached before the share was proved is being fetched again: wait for it.
  if (session.isPending || (!scope && session.isFetching)) return <Spinner label={t('results.loading')} />;
  if (scope) return <Navigate replace to={`/appointments/${scope.bookingKey}/result`} />;
  return (
    <section className="page results-page">
      <p role="alert">{t('results.error')}</p>
    </section>
  );
}
