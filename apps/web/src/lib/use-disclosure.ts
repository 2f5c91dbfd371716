import { useCallback, useRef, useState } from 'react';
import { type DismissReason, useDismiss } from './use-dismiss';

/**
 * A button that shows a panel. Escape or a press outside `rootRef` hides it;
 * after Escape the focus goes back to the button.
 */
export function useDisclosure() {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback((reason: DismissReason) => {
    setOpen(false);
    if (reason === 'escape') triggerRef.current?.focus();
  }, []);
  useDismiss(rootRef, open, dismiss);

  return {
    open,
    toggle: () => setOpen((isOpen) => !isOpen),
    close: () => setOpen(false),
    rootRef,
    triggerRef,
  };
}
