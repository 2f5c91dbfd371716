import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
let sonner: Promise<Sonner> | undefined;

/**
 * sonner's toasts, with sonner fetched on the first toast instead of with every page. The Toaster (lazy too)
 * shows the toasts raised before it mounted.
 */
const show = (kind: 'success' | 'error' | 'info') => (message: string, options?: ExternalToast) => {
  sonner ??= import('sonner');
  void sonner.then(({ toast }) => toast[kind](message, options));
};

export const toast = { success: show('success'), error: show('error'), info: show('info') };
