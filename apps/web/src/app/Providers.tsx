import { TOAST_DURATION_MS } from '@mockprep/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode, Suspense, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
import type { ToasterProps } from 'sonner';
import { toastsWanted } from '../lib/toast';

/** Loaded with the first toast (lib/toast): most first visits show none. */
const Toaster = lazy(() =>
  import('sonner').then(
    (sonner) => ({ default: sonner.Toaster }),
    // Not loadable (offline, and not yet cached): no toasts rather than a broken app.
    (): { default: ComponentType<ToasterProps> } => ({ default: () => null }),
  ),
);

/** Toasts open below the 64 px top bar, so they never cover its menu, bell or account buttons. */
const TOAST_OFFSET = { top: 72 };

/** Providers above the router; the auth provider sits inside it (RootLayout) so that logout can navigate. */
export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  const showToasts = useSyncExternalStore(toastsWanted.subscribe, toastsWanted.get);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {showToasts &&
        // Outside the app's root and marked as a top layer: an open dialog makes the rest of the page inert, not them.
        createPortal(
          <div data-react-aria-top-layer="">
            <Suspense fallback={null}>
              <Toaster
                position="top-right"
                duration={TOAST_DURATION_MS}
                richColors
                closeButton
                offset={TOAST_OFFSET}
                mobileOffset={TOAST_OFFSET}
              />
            </Suspense>
          </div>,
          document.body,
        )}
    </QueryClientProvider>
  );
}
