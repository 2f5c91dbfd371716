import { type ReactNode, useId } from 'react';
import { useDisclosure } from '../../lib/use-disclosure';

type Props = {
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  triggerClassName?: string;
  panelClassName?: string;
  /** Where the panel sits; by default under the button, its right edge on the button's. */
  placement?: string;
  children: (close: () => void) => ReactNode;
};

/** A disclosure: a button that shows a panel; outside click or Escape hides it. */
export function Dropdown({
  label,
  trigger,
  triggerClassName = '',
  panelClassName = 'w-64',
  placement = 'absolute right-0 mt-2 max-w-[calc(100vw-1.5rem)]',
  children,
}: Props) {
  const { open, toggle, close, rootRef, triggerRef } = useDisclosure();
  const panelId = useId();

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={toggle}
        className={`rounded-lg focus-visible:outline-2 focus-visible:outline-violet-600 ${triggerClassName}`}
      >
        {trigger}
      </button>
      {open && (
        <div
          id={panelId}
          className={`z-40 rounded-xl border border-slate-200 bg-white shadow-xl ${placement} ${panelClassName}`}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
