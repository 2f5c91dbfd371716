import { type RefObject, useEffect } from 'react';

export type DismissReason = 'escape' | 'outside';

/** While `open`, calls `close` on Escape or on a press outside `ref`. */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: (reason: DismissReason) => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) close('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, open, close]);
}
