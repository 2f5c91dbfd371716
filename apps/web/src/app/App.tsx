import type { QueryClient } from '@tanstack/react-query';
import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './Providers';

type Props = { queryClient: QueryClient; router: ReturnType<typeof createBrowserRouter> };

export function App({ queryClient, router }: Props) {
  return (
    <Providers queryClient={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  );
}
