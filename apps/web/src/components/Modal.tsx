import { type ReactNode, Suspense } from 'react';
import { lazyComponent } from '../lib/lazy-component';

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

const ModalDialog = lazyComponent(() => import('./ModalDialog').then((module) => module.ModalDialog));

/**
 * An accessible modal dialog; nothing while closed. Its code loads when a modal first opens, so a
 * page with only closed modals does not carry it before its first paint (issue 16).
 */
export function Modal(props: ModalProps) {
  if (!props.isOpen) return null;
  return (
    <Suspense fallback={null}>
      <ModalDialog {...props} />
    </Suspense>
  );
}
