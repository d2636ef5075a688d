import type { ReactNode } from 'react';
import { Modal as AriaModal, Dialog, Heading, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';

interface ModalProps {
  isOpen: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; a close button is shown when none are given. */
  actions?: ReactNode;
  /** Static modals (§9: feedback and check-in) ignore Escape and clicks outside. */
  isStatic?: boolean;
  size?: 'sm' | 'md' | 'lg';
  role?: 'dialog' | 'alertdialog';
}

/** An accessible modal dialog (focus trap, Escape, labelled by its title) from React Aria. */
export function Modal({
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
