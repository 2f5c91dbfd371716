import {
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
  type RefObject,
  Suspense,
  useRef,
  useState,
} from 'react';

/** What a deferred overlay gets: React Aria's popover anchored to the button, open while `isOpen`. */
export type DeferredOverlayProps = {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

type Props = {
  Overlay: LazyExoticComponent<ComponentType<DeferredOverlayProps>>;
  /** The overlay's import, started when the student points at, focuses or presses the button. */
  load: () => Promise<unknown>;
  /** What the button opens, for assistive technology. */
  popup: 'menu' | 'dialog';
  label: string;
  className: string;
  children: ReactNode;
};

/**
 * The button of a menu or popover whose code (React Aria) loads only once the student shows they may open it, which
 * keeps it out of the first visit. The button is ours and stays mounted, so closing the overlay gives it the focus
 * back; pressed before the code arrives, the overlay opens when it does.
 */
export function DeferredTrigger({ Overlay, load, popup, label, className, children }: Props) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const prepare = () => void load();
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={label}
        aria-haspopup={popup}
        aria-expanded={isOpen}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={() => setOpen(true)}
        className={`rounded-lg focus-visible:outline-2 focus-visible:outline-violet-600 ${className}`}
      >
        {children}
      </button>
      {isOpen && (
        <Suspense>
          <Overlay triggerRef={triggerRef} isOpen onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
