import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

interface CantLocateModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Offered when postcode search is allowed (not features.hidePostalCode). */
  onSearchPostcode?: () => void;
}

/** §8 message.cant_locate with message.location_message, shown when features.showUnableToLocateWindow. */
export function CantLocateModal({ isOpen, onClose, onSearchPostcode }: CantLocateModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('message.cant_locate')}
      size="sm"
      actions={
        <>
          {onSearchPostcode && <Button onClick={onSearchPostcode}>{t('catalog.location.postcode')}</Button>}
          <Button variant="secondary" onClick={onClose}>
            {t('catalog.modal.close')}
          </Button>
        </>
      }
    >
      <p>{t('message.location_message')}</p>
    </Modal>
  );
}
