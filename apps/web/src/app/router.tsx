import type { User } from '@mockprep/contract';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import { FullScreenSpinner } from '../components/ui/Spinner';
import { loadTexts } from '../i18n';
import { authConfigQuery } from '../lib/auth/auth-config';
import { readStoredAuth } from '../lib/storage';
import { GuestOnly } from './guards/GuestOnly';
import { RequireAdmin } from './guards/RequireAdmin';
import { RequireAuth } from './guards/RequireAuth';
import { HOME_PATH } from './guards/return-to';
import { RootLayout } from './layouts/RootLayout';
import { RouteError } from './RouteError';
import type { RouteHandle, TitleKey } from './route-title';

/** The route's screen name in the document title (app/route-title.ts). */
const titled = (title: TitleKey): RouteHandle => ({ title });

type Prefetch = (client: QueryClient, url: URL) => void;

/**
 * A loader that starts a screen's first data beside its code, on a signed-in visit (with `role`, of that role):
 * the request no longer waits for the screen's code and first render. The guards still decide what is shown. It
 * runs on entering the route only: a change of the query string (a filter, a tab) is the screen's own to load, and
 * a loader there would hold the URL, which the filter controls show, until it returned.
 */
const prefetching = (queryClient: QueryClient, load: () => Promise<Prefetch>, role?: User['role']) => ({
  loader: ({ request }: LoaderFunctionArgs) => {
    const stored = readStoredAuth();
    if (stored && (!role || stored.user.role === role)) {
      void load()
        .then((prefetch) => prefetch(queryClient, new URL(request.url)))
        // Without the code the screen shows its own load error.
        .catch(() => undefined);
    }
    return null;
  },
  shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.pathname !== nextUrl.pathname,
});

/**
 * The route table of SPEC 2.1; every screen's code is loaded when it is first opened. The sign-in screens fetch
 * the server's auth config beside their code, so their first render already shows the demo notice and Google's
 * button rather than pushing the form down a moment later.
 */
const createRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FullScreenSpinner,
    children: [
      { path: '/', element: <Navigate to={HOME_PATH} replace /> },
      {
        element: <GuestOnly />,
        children: [
          {
            path: '/login',
            handle: titled('login'),
            lazy: async () => {
              const [{ LoginPage }] = await Promise.all([
                import('../features/auth/LoginPage'),
                queryClient.prefetchQuery(authConfigQuery),
              ]);
              return { Component: LoginPage };
            },
          },
          {
            path: '/signup',
            handle: titled('signup'),
            lazy: async () => {
              const [{ SignupPage }] = await Promise.all([
                import('../features/auth/SignupPage'),
                queryClient.prefetchQuery(authConfigQuery),
              ]);
              return { Component: SignupPage };
            },
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            // A test is taken full screen, in its own frame: no sidebar, menus or bell to wander off to.
            path: '/test/:id',
            handle: titled('test'),
            ...prefetching(queryClient, async () => (await import('../features/test-taking/api')).prefetchTest),
            lazy: async () => {
              const [{ TestTakingPage }] = await Promise.all([
                import('../features/test-taking/TestTakingPage'),
                loadTexts('testTaking'),
              ]);
              return { Component: TestTakingPage };
            },
          },
          {
            // The signed-in frame (sidebar, top bar, menus): not part of the sign-in pages' download.
            lazy: async () => {
              const [{ AppShell }] = await Promise.all([import('./home-screen'), loadTexts('notifications')]);
              return { Component: AppShell };
            },
            children: [
              {
                path: '/dashboard',
                handle: titled('dashboard'),
                lazy: async () => ({ Component: (await import('./home-screen')).DashboardPage }),
              },
              {
                path: '/tests',
                handle: titled('tests'),
                ...prefetching(queryClient, async () => (await import('../features/mock-tests/api')).prefetchCatalogue),
                lazy: async () => ({ Component: (await import('../features/mock-tests/TestsPage')).TestsPage }),
              },
              {
                path: '/live-tests',
                handle: titled('liveTests'),
                lazy: async () => ({ Component: (await import('../features/live-tests/LiveTestsPage')).LiveTestsPage }),
              },
              {
                path: '/practice',
                handle: titled('practice'),
                lazy: async () => {
                  const [{ PracticePage }] = await Promise.all([
                    import('../features/practice/PracticePage'),
                    loadTexts('practice'),
                  ]);
                  return { Component: PracticePage };
                },
              },
              {
                path: '/quizzes',
                handle: titled('quizzes'),
                lazy: async () => ({ Component: (await import('../features/quizzes/QuizzesPage')).QuizzesPage }),
              },
              {
                path: '/result/:attemptId',
                handle: titled('result'),
                lazy: async () => {
                  const [{ ResultPage }] = await Promise.all([
                    import('../features/results/ResultPage'),
                    loadTexts('results'),
                  ]);
                  return { Component: ResultPage };
                },
              },
              {
                path: '/results',
                handle: titled('results'),
                ...prefetching(queryClient, async () => (await import('../features/results/api')).prefetchMyResults),
                lazy: async () => {
                  const [{ ResultsPage }] = await Promise.all([
                    import('../features/results/ResultsPage'),
                    loadTexts('results'),
                  ]);
                  return { Component: ResultsPage };
                },
              },
              {
                path: '/leaderboard',
                handle: titled('leaderboard'),
                lazy: async () => {
                  const [{ GlobalLeaderboardPage }] = await Promise.all([
                    import('../features/leaderboard/GlobalLeaderboardPage'),
                    loadTexts('leaderboard'),
                  ]);
                  return { Component: GlobalLeaderboardPage };
                },
              },
              {
                path: '/leaderboard/:testId',
                handle: titled('leaderboard'),
                lazy: async () => {
                  const [{ TestLeaderboardPage }] = await Promise.all([
                    import('../features/leaderboard/TestLeaderboardPage'),
                    loadTexts('leaderboard'),
                  ]);
                  return { Component: TestLeaderboardPage };
                },
              },
              {
                path: '/attempted',
                handle: titled('attempted'),
                ...prefetching(
                  queryClient,
                  async () => (await import('../features/results/api')).prefetchAttemptedTests,
                ),
                lazy: async () => {
                  const [{ AttemptedTestsPage }] = await Promise.all([
                    import('../features/results/ResultsPage'),
                    loadTexts('results'),
                  ]);
                  return { Component: AttemptedTestsPage };
                },
              },
              {
                path: '/profile',
                handle: titled('profile'),
                lazy: async () => {
                  const [{ ProfilePage }] = await Promise.all([
                    import('../features/profile/ProfilePage'),
                    loadTexts('profile'),
                  ]);
                  return { Component: ProfilePage };
                },
              },
              {
                path: '/payments',
                handle: titled('payments'),
                lazy: async () => ({
                  Component: (await import('../features/payments/PaymentHistoryPage')).PaymentHistoryPage,
                }),
              },
              {
                path: '/help',
                handle: titled('help'),
                lazy: async () => {
                  const [{ HelpPage }] = await Promise.all([import('../features/help/HelpPage'), loadTexts('help')]);
                  return { Component: HelpPage };
                },
              },
              {
                element: <RequireAdmin />,
                children: [
                  {
                    path: '/admin',
                    handle: titled('admin'),
                    ...prefetching(
                      queryClient,
                      async () => (await import('../features/admin/api')).prefetchAdminTab,
                      'admin',
                    ),
                    lazy: async () => {
                      const [{ AdminPage }] = await Promise.all([
                        import('../features/admin/AdminPage'),
                        loadTexts('admin'),
                      ]);
                      return { Component: AdminPage };
                    },
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: titled('notFound'),
        lazy: async () => ({ Component: (await import('./NotFoundPage')).NotFoundPage }),
      },
    ],
  },
];

export const createRouter = (queryClient: QueryClient) => createBrowserRouter(createRoutes(queryClient));
