import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { sessionAccess, useAuthentication } from '../../patient-auth';

/**
 * /shared-results?share={id}: where a share invitation returns after the recipient proved it. The
 * invitation does not carry the patient's booking key; the proven session does, for that share.
 */
export default function SharedResultsPage() {
  const { t } = useTranslation();
  const shareId = Number(useSearchParams()[0].get('share'));
  const session = useAuthentication();
  const scopeOf = (status: typeof session.data) =>
    status?.scopes.find(
      (candidate) => candidate.shared && candidate.kind === 'APPOINTMENT' && candidate.shareId === shareId,
    );
  if (sessionAccess(session, (status) => Boolean(scopeOf(status))) === 'pending')
    return <Spinner label={t('results.loading')} />;
  const scope = scopeOf(session.data);
  if (scope) return <Navigate replace to={`/appointments/${scope.bookingKey}/result`} />;
  return (
    <section className="page results-page">
      <p role="alert">{t('results.error')}</p>
    </section>
  );
}
