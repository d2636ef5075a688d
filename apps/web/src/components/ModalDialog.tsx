import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { ModalFrame } from './ModalFrame';

export interface ModalProps {
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

/** The open modal: a modal dialog labelled by its title, with its actions below. */
export function ModalDialog({
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
    <ModalFrame
      className={`modal-${size}`}
      role={role}
      title={title}
      onDismiss={onClose}
      closesOnEscape={!isStatic}
      closesOnOutsideClick={!isStatic}
    >
      <div className="modal-body">{children}</div>
      <div className="modal-actions">{actions ?? <Button onClick={onClose}>{t('common.close')}</Button>}</div>
    </ModalFrame>
  );
}
