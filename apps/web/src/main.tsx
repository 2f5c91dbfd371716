import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createQueryClient } from './app/query-client';
import { createRouter } from './app/router';
import './i18n';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Made before the first render: the router starts the screen's code and its first data (route loaders) now,
// while React renders the frame, rather than once the first render reaches it.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

// A transition: React renders the first screen in slices that leave the main thread free between them, rather
// than in one long task (the splash in #root stays until the screen is ready).
startTransition(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);
