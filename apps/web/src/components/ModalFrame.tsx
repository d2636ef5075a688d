import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';

export interface ModalFrameProps {
  /** Size and feature classes beside `modal`. */
  className: string;
  role?: 'dialog' | 'alertdialog';
  /** The heading that names the dialog. */
  title: ReactNode;
  /** Beside the heading, such as a close button. */
  headerEnd?: ReactNode;
  children: ReactNode;
  /** Asked to close: by Escape when `closesOnEscape`, by a click outside when `closesOnOutsideClick`. */
  onDismiss: () => void;
  closesOnEscape: boolean;
  closesOnOutsideClick: boolean;
  /** Data attributes for the dialog element. */
  data?: Record<`data-${string}`, string>;
}

/**
 * A modal on the platform's `<dialog>`: `showModal()` puts it in the top layer, makes the page behind
 * it inert (focus cannot leave, assistive technology sees only the dialog) and returns focus to where
 * it was when it closes. The parent decides whether it is open: it mounts the frame to open it and
 * unmounts it to close it, so Escape and outside clicks only ask (`onDismiss`).
 */
export function ModalFrame({
  className,
  role = 'dialog',
  title,
  headerEnd,
  children,
  onDismiss,
  closesOnEscape,
  closesOnOutsideClick,
  data,
}: ModalFrameProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const dismiss = useRef({ onDismiss, closesOnEscape, closesOnOutsideClick });
  dismiss.current = { onDismiss, closesOnEscape, closesOnOutsideClick };

  // One layout effect: the listeners are in place before the dialog opens. In a plain effect, which
  // may run after paint, an early Escape would close the dialog behind the parent's back.
  // DOM listeners rather than JSX props: `cancel` is not an event every renderer maps.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A cancelled keydown is no close request, so a static dialog stays open however often Escape
      // is pressed (a `cancel` event may not be cancelable the second time).
      if (event.key === 'Escape' && !dismiss.current.closesOnEscape) event.preventDefault();
    };
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (dismiss.current.closesOnEscape) dismiss.current.onDismiss();
    };
    const onClick = (event: MouseEvent) => {
      // The dialog has no padding: a click on the element itself is a click on its backdrop.
      if (event.target === dialog && dismiss.current.closesOnOutsideClick) dismiss.current.onDismiss();
    };
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('click', onClick);
    const opener = document.activeElement;
    dialog.showModal();
    // The dialog itself takes focus, as a screen reader then reads its name first, and a long text
    // does not scroll to its first button.
    dialog.focus();
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('click', onClick);
      const focusWasInside = dialog.contains(document.activeElement);
      dialog.close();
      // Browsers differ in whether closing restores focus; the opener gets it back in all of them.
      if (focusWasInside && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  // In the body, so no form, label or hidden region of the page it was opened from contains it.
  return createPortal(
    <dialog
      ref={ref}
      className={`modal ${className}`}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      tabIndex={-1}
      {...data}
    >
      <div className="modal-dialog">
        <div className="modal-header">
          <h2 id={titleId} className="modal-title">
            {title}
          </h2>
          {headerEnd}
        </div>
        {children}
      </div>
    </dialog>,
    document.body,
  );
}
