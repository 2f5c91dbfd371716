import type { ReactNode } from 'react';
import { Popover } from 'react-aria-components';
import type { DeferredOverlayProps } from '../../components/ui/DeferredTrigger';

type Props = { trigger: DeferredOverlayProps; className: string; children: ReactNode };

/** An overlay of a top-bar button: under it, aligned to its end edge, kept 8 px inside the screen. */
export function TopBarPopover({ trigger, className, children }: Props) {
  return (
    <Popover
      {...trigger}
      placement="bottom end"
      offset={8}
      containerPadding={8}
      className={`rounded-xl border border-slate-200 bg-white shadow-xl ${className}`}
    >
      {children}
    </Popover>
  );
}
