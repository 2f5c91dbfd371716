import type { RouteModules } from './route-preloads';

/** The signed-in frame (with the dashboard) and the texts its route loads with it (src/app/router.tsx). */
const SIGNED_IN_FRAME = ['src/app/home-screen.ts', 'src/i18n/en-notifications.ts'];
/** What the sign-in screens read before their first render (src/lib/auth/auth-config.ts). */
const AUTH_CONFIG = '/api/auth/config';

/**
 * The screens a visit most often opens on (src/app/router.tsx), with the signed-in frame around them, and the API
 * reads that need no session: announced with index.html (route-preloads.ts), and held to the first-visit budget
 * (scripts/architecture/first-visit-budget.test.ts).
 */
export const LANDING_ROUTES: RouteModules = {
  '/login': ['src/features/auth/LoginPage.tsx', AUTH_CONFIG],
  '/signup': ['src/features/auth/SignupPage.tsx', AUTH_CONFIG],
  '/dashboard': SIGNED_IN_FRAME,
  '/tests': [...SIGNED_IN_FRAME, 'src/features/mock-tests/TestsPage.tsx'],
  '/live-tests': [...SIGNED_IN_FRAME, 'src/features/live-tests/LiveTestsPage.tsx'],
  '/test/:id': ['src/features/test-taking/TestTakingPage.tsx', 'src/i18n/en-test-taking.ts'],
  '/result/:attemptId': [...SIGNED_IN_FRAME, 'src/features/results/ResultPage.tsx'],
  '/results': [...SIGNED_IN_FRAME, 'src/features/results/ResultsPage.tsx'],
  '/admin': [...SIGNED_IN_FRAME, 'src/features/admin/AdminPage.tsx', 'src/i18n/en-admin.ts'],
};
