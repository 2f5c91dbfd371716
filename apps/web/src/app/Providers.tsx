import { TOAST_DURATION_MS } from '@mockprep/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { createQueryClient } from './query-client';

/** Not needed for the first paint: sonner arrives after the page (lib/toast). */
const Toaster = lazy(() => import('sonner').then((sonner) => ({ default: sonner.Toaster })));

/** Toasts open below the 64 px top bar, so they never cover its menu, bell or account buttons. */
const TOAST_OFFSET = { top: 72 };

/** Providers above the router; the auth provider sits inside it (RootLayout) so that logout can navigate. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
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
    </QueryClientProvider>
  );
}
