import { Button } from 'react-aria-components';
import { TRIGGER_CLASS, type TriggerProps } from './DeferredTrigger';

/** The loaded form of a DeferredTrigger's button: React Aria's, so the menu or popover around it can open it. */
export function TriggerButton({ trigger }: { trigger: TriggerProps }) {
  return (
    <Button aria-label={trigger.label} className={`${TRIGGER_CLASS} ${trigger.className}`}>
      {trigger.children}
    </Button>
  );
}
