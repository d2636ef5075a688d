import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';
import { useConfig } from '../../config';
import { useReferralLinks } from '../api/portal-attachments';

/**
 * §2 header button "view referral" of a booking request: one referral downloads directly, several
 * open a modal list. Only when referral download is enabled.
 */
export function ViewReferralButton({ slug, count }: { slug: string; count: number }) {
  const { t } = useTranslation();
  const config = useConfig();
  const enabled = config.bookingRequest.bookingRequestsDownloadReferralEnabled && count > 0;
  const links = useReferralLinks(slug, enabled);
  const [open, setOpen] = useState(false);
  const list = links.data ?? [];
  if (!enabled || list.length === 0) return null;
  const [only] = list;
  if (list.length === 1 && only) {
    return (
      <a className="button button-secondary" href={only.downloadUrl} download={only.fileName}>
        {t('portal.view_referral')}
      </a>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('portal.view_referral')}
      </Button>
      <Modal isOpen={open} onClose={() => setOpen(false)} title={t('portal.view_referral')} size="md">
        <ul>
          {list.map((link) => (
            <li key={link.id}>
              <a href={link.downloadUrl} download={link.fileName}>
                {link.fileName}
              </a>
            </li>
          ))}
        </ul>
      </Modal>
    </>
  );
}
