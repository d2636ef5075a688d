import type { ShareAccess } from '@rb/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { formatDateTime } from '../../../lib/date-format';
import { revokeShare, sharesQuery } from '../api/sharing-api';

/** The patient's shares of a booking, each revocable after a confirmation. */
export function ShareList({ bookingKey }: { bookingKey: string }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const shares = useQuery(sharesQuery(bookingKey));
  const [confirming, setConfirming] = useState<ShareAccess | null>(null);
  const revoke = useMutation({
    mutationFn: (id: number) => revokeShare(bookingKey, id),
    onSuccess: () => {
      setConfirming(null);
      void queryClient.invalidateQueries({ queryKey: ['shares', bookingKey] });
    },
  });

  return (
    <section className="share-list" aria-labelledby="share-list-title">
      <h2 id="share-list-title">{t('share.list.title')}</h2>
      {shares.data?.length === 0 && <p>{t('share.list.empty')}</p>}
      <ul>
        {shares.data?.map((share) => (
          <li key={share.id}>
            <span>
              {share.contactName ? `${share.contactName} (${share.contactDetails})` : share.contactDetails}
            </span>{' '}
            <span>
              {share.dateRevoked
                ? t('share.list.revoked', { date: formatDateTime(share.dateRevoked, i18n.language) })
                : t('share.list.created', { date: formatDateTime(share.dateCreatedUTC, i18n.language) })}
            </span>{' '}
            {!share.dateRevoked && (
              <Button variant="secondary" onClick={() => setConfirming(share)}>
                {t('share.list.revoke')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Modal
        isOpen={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('share.revoke_confirm.title')}
        role="alertdialog"
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t('share.cancel')}
            </Button>
            <Button disabled={revoke.isPending} onClick={() => confirming && revoke.mutate(confirming.id)}>
              {t('share.revoke_confirm.confirm')}
            </Button>
          </>
        }
      >
        <p>{t('share.revoke_confirm.text', { contact: confirming?.contactDetails ?? '' })}</p>
      </Modal>
    </section>
  );
}
