import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { Modal } from '../../../components/Modal';

/** The slot someone else just took: says so, and on OK the caller resets the choice and reloads slots. */
export function SlotConflictModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onClose={onClose}
      title={t('booking.slot_conflict.title')}
      size="sm"
      role="alertdialog"
      actions={<Button onClick={onClose}>{t('booking.slot_conflict.choose_another')}</Button>}
    >
      <p>{t('message.slot_conflict')}</p>
    </Modal>
  );
}
