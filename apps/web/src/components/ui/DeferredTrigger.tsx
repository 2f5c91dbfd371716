import { type ComponentType, type LazyExoticComponent, type ReactNode, Suspense, useEffect, useState } from 'react';

export type TriggerProps = { label: string; className: string; children: ReactNode };
export type DeferredOverlayProps = { trigger: TriggerProps; defaultOpen: boolean };

export const TRIGGER_CLASS = 'rounded-lg focus-visible:outline-2 focus-visible:outline-violet-600';

type Props = {
  Overlay: LazyExoticComponent<ComponentType<DeferredOverlayProps>>;
  /** The overlay's import, started after the first render. */
  load: () => Promise<unknown>;
  trigger: TriggerProps;
};

/**
 * The button of a menu or popover whose code (React Aria) loads after the first render, which keeps it out of the
 * first visit: until then the same closed button; pressed before the code arrives, the overlay opens when it does.
 */
export function DeferredTrigger({ Overlay, load, trigger }: Props) {
  const [pressed, setPressed] = useState(false);
  useEffect(() => {
    void load();
  }, [load]);
  const closed = (
    <button
      type="button"
      aria-label={trigger.label}
      onClick={() => setPressed(true)}
      className={`${TRIGGER_CLASS} ${trigger.className}`}
    >
      {trigger.children}
    </button>
  );
  return (
    <Suspense fallback={closed}>
      <Overlay trigger={trigger} defaultOpen={pressed} />
    </Suspense>
  );
}
