import { createContext, type ReactNode, useContext, useState } from 'react';
import { createPortal } from 'react-dom';

interface HeaderActionsState {
  slot: HTMLElement | null;
  setSlot: (element: HTMLElement | null) => void;
}

const HeaderActionsContext = createContext<HeaderActionsState | null>(null);

/**
 * §2 header buttons (view referral, booking info) belong to the layout header, but only the page
 * knows the booking they act on; the shell offers a place in its header and the page fills it.
 */
export function HeaderActionsProvider({ children }: { children: ReactNode }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  return <HeaderActionsContext.Provider value={{ slot, setSlot }}>{children}</HeaderActionsContext.Provider>;
}

/** The header's place for the page's buttons; a callback ref so pages learn it once it is mounted. */
export function HeaderActionsSlot() {
  const state = useContext(HeaderActionsContext);
  return <div className="site-header-actions" ref={state?.setSlot} data-testid="header-actions" />;
}

/**
 * Renders its children into the layout header. Without a header (the /iframe shell, whose host page
 * brings its own) they stay where the page put them, so the buttons are never lost.
 */
export function HeaderActions({ children }: { children: ReactNode }) {
  const state = useContext(HeaderActionsContext);
  if (!state) return <div className="portal-actions">{children}</div>;
  if (!state.slot) return null;
  return createPortal(children, state.slot);
}
