import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button';
import { CloseReason } from '../../booking-requests';
import { denyState } from '../deny/deny-state';

/** §4 Deny page: pure presentation of the query parameters. */
export default function DenyPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const state = denyState(params, window.location.origin);
  const message = i18n.exists(state.messageKey) ? t(state.messageKey) : t('deny.generic.text');
  return (
    <section className="page deny-page" aria-labelledby="deny-title" data-deny-kind={state.kind}>
      <h1 id="deny-title">{t(state.titleKey)}</h1>
      <p className="deny-message">{message}</p>
      {state.kind === 'removed_by_operator' && params.get('bookingKey') && (
        <CloseReason bookingKey={params.get('bookingKey') as string} />
      )}
      {state.closeTo && (
        <Button onClick={() => navigate(state.closeTo as string)}>{t('common.close')}</Button>
      )}
    </section>
  );
}
