import { type KeyboardEvent, type RefObject, useEffect, useState } from 'react';

/** The list with the item at `from` moved to `to` (both clamped to the list). */
export function move<T>(items: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from === target || from < 0 || from >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/** Where a row moved by the keyboard goes for arrow keys on a focused row: up, down, first, last. */
export function keyTarget(event: KeyboardEvent, index: number, length: number): number | undefined {
  if (event.target !== event.currentTarget) return undefined;
  return { ArrowUp: index - 1, ArrowDown: index + 1, Home: 0, End: length - 1 }[event.key];
}

/**
 * Keeps the keyboard on a moved row: after the list re-renders, focuses the row `[data-id]` (or its button
 * `[data-part]` when that is still enabled), so Move up can be pressed again and again.
 */
export function useMoveFocus(listRef: RefObject<HTMLElement | null>) {
  const [target, setTarget] = useState<{ id: string; part: string } | null>(null);
  useEffect(() => {
    if (!target || !listRef.current) return;
    const row = listRef.current.querySelector<HTMLElement>(`[data-id="${target.id}"]`);
    const button = row?.querySelector<HTMLButtonElement>(`[data-part="${target.part}"]`);
    (button && !button.disabled ? button : row)?.focus();
  }, [target, listRef]);
  return (id: string, part: string) => setTarget({ id, part });
}
