import { Suspense } from 'react';
import { lazyComponent } from '../lib/lazy-component';
import type { ModalProps } from './ModalDialog';

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
