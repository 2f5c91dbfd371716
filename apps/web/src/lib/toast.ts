import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/**
 * sonner's toasts, with sonner fetched on the first toast instead of with every page. The Toaster mounts from
 * then on (see `useToastsWanted`) and shows the toasts raised before it did.
 */
const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) => {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of listeners) listener();
  }
  sonner.then(
    ({ toast }) => toast[kind](message, options),
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
