import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import type { ModalProps } from './Modal';
import { ModalFrame } from './ModalFrame';

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
