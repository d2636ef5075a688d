import { portalPatientEndpoints } from '@rb/contracts/portal/portal-patient.routes';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Spinner } from '../../../components/Spinner';
import { call } from '../../../lib/api-client';
import '../portal.css';

/** /unsubscribe/{bookingKey}: the link in a message stops that booking's optional messages (§7). */
export default function UnsubscribePage() {
  const { t } = useTranslation();
  const { bookingKey } = useParams();
  const unsubscribe = useMutation({
    mutationFn: (key: string) => call(portalPatientEndpoints.unsubscribe, { params: { bookingKey: key } }),
  });
  const { mutate } = unsubscribe;
  // Idempotent on the server, so a repeated effect (strict mode) does no harm.
  useEffect(() => {
    if (bookingKey) mutate(bookingKey);
  }, [bookingKey, mutate]);

  return (
    <section className="page portal-page" aria-labelledby="unsubscribe-title">
      <h1 id="unsubscribe-title">{t('page.unsubscribe.title')}</h1>
      {!bookingKey && (
        <p className="alert alert-error" role="alert">
          {t('portal.unsubscribe.missing')}
        </p>
      )}
      {unsubscribe.isPending && <Spinner label={t('portal.unsubscribe.working')} />}
      {unsubscribe.isSuccess && (
        <p className="alert alert-success" role="status">
          {t('portal.unsubscribe.done')}
        </p>
      )}
      {unsubscribe.isError && (
        <p className="alert alert-error" role="alert">
          {t('portal.unsubscribe.failed')}
        </p>
      )}
    </section>
  );
}
