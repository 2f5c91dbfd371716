import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** At most this many toasts at once: a new one dismisses the oldest. */
export const MAX_TOASTS = 3;
/** The ids of the toasts on screen, oldest first. */
const onScreen: (string | number)[] = [];

const forget = (id: string | number) => {
  const index = onScreen.indexOf(id);
  if (index >= 0) onScreen.splice(index, 1);
};

/**
 * sonner's toasts, with sonner fetched on the first toast instead of with every page. The Toaster mounts from
 * then on (see `useToastsWanted`) and shows the toasts raised before it did. A toast's text is its id, so the same
 * text raised again replaces the one shown instead of stacking a copy.
 */
const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) => {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  sonner.then(
    ({ toast }) => {
      const id = options?.id ?? message;
      forget(id);
      onScreen.push(id);
      // sonner adds a toast in a timeout and drops a dismissal of one it has not added yet: dismiss in a later
      // timeout, so a burst of toasts cannot leave one behind.
      for (const oldest of onScreen.splice(0, Math.max(0, onScreen.length - MAX_TOASTS))) {
        setTimeout(() => toast.dismiss(oldest));
      }
      toast[kind](message, {
        ...options,
        id,
        onDismiss: (shown) => {
          forget(id);
          options?.onDismiss?.(shown);
        },
        onAutoClose: (shown) => {
          forget(id);
          options?.onAutoClose?.(shown);
        },
      });
    },
    () => {
      // Offline before sonner ever loaded: this toast is lost, the next one tries again.
      sonner = undefined;
    },
  );
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };

/** For useSyncExternalStore: whether any toast was raised yet, i.e. whether the Toaster is needed. */
export const toastsWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => sonner !== undefined,
};
