import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import type { ModalProps } from './Modal';

/** The open modal: React Aria's dialog (focus trap, Escape, labelled by its title). */
export function ModalDialog({
  isOpen,
  onClose,
  title,
  children,
  actions,
  isStatic = false,
  size = 'lg',
  role = 'dialog',
}: ModalProps) {
  const { t } = useTranslation();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={!isStatic}
      isKeyboardDismissDisabled={isStatic}
    >
      <AriaModal className={`modal modal-${size}`}>
        <Dialog className="modal-dialog" role={role}>
          <Heading slot="title" className="modal-title">
            {title}
          </Heading>
          <div className="modal-body">{children}</div>
          <div className="modal-actions">
            {actions ?? <Button onClick={onClose}>{t('common.close')}</Button>}
          </div>
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}
