import { type RefObject, useEffect } from 'react';

export type DismissReason = 'escape' | 'outside';

/**
 * While `open`, calls `close` on Escape or on a press outside `ref`. An Escape pressed inside `ref` stops there, so a
 * panel inside a dialog closes alone and the dialog stays open.
 */
export function useDismiss(ref: RefObject<HTMLElement | null>, open: boolean, close: (reason: DismissReason) => void) {
  useEffect(() => {
    if (!open) return;
    const root = ref.current;
    const onPointerDown = (event: PointerEvent) => {
      if (root && !root.contains(event.target as Node)) close('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Before React's listener at the app's root sees it, which is where a dialog hears its own Escape.
      event.stopPropagation();
      close('escape');
    };
    document.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('keydown', onKeyDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [ref, open, close]);
}
