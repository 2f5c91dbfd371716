import type { ReactNode } from 'react';

type Props = { labelledBy: string; className?: string; children: ReactNode };

/**
 * A box that scrolls sideways when its table is wider than a phone. It is a named stop in the tab order, so a
 * keyboard can scroll it with the arrow keys and a screen reader says what it holds; a group rather than a
 * landmark, as it is part of the section around it.
 */
export function ScrollRegion({ labelledBy, className = '', children }: Props) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset groups form controls; this groups a table.
    <div
      role="group"
      aria-labelledby={labelledBy}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the keyboard scrolls a box only once it has focus.
      tabIndex={0}
      className={`overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 ${className}`}
    >
      {children}
    </div>
  );
}
