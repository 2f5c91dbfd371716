import { TOAST_DURATION_MS } from '@mockprep/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { createQueryClient } from './query-client';

/** Toasts open below the 64 px top bar, so they never cover its menu, bell or account buttons. */
const TOAST_OFFSET = { top: 72 };

/** Providers above the router; the auth provider sits inside it (RootLayout) so that logout can navigate. */
export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-right"
        duration={TOAST_DURATION_MS}
        richColors
        closeButton
        offset={TOAST_OFFSET}
        mobileOffset={TOAST_OFFSET}
      />
    </QueryClientProvider>
  );
}
