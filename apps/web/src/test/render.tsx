import type { User } from '@mockprep/contract';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { vi } from 'vitest';
import { createQueryClient } from '../app/query-client';
import { AuthContext, type AuthContextValue } from '../lib/auth/auth-context';

/** Picks the field from `getByLabelText('Password' | 'OTP')`: the method switch has radios of those names. */
export const TEXT_FIELD = 'input:not([type=radio])';

export const testUser: User = {
  _id: '0190a5f2-0000-7000-8000-000000000001',
  name: 'Asha Verma',
  mobile: '9876543210',
  email: null,
  role: 'user',
  photo: null,
  isBlocked: false,
  targetExam: null,
  targetExams: [],
  dateOfBirth: null,
  gender: 'prefer-not-to-say',
  address: { street: '', city: '', state: '', country: '', postalCode: '' },
  educationQualification: 'other',
  isEmailVerified: false,
  isMobileVerified: true,
  hasPassword: true,
  createdAt: '2026-01-15T10:00:00.000Z',
  notificationSettings: {
    emailNotifications: true,
    smsNotifications: true,
    testReminders: true,
    resultNotifications: true,
    promotionalEmails: false,
  },
  language: 'en',
};

type Options = { user?: User | null; path?: string; state?: unknown; routes?: RouteObject[]; client?: QueryClient };

/** A query client as the app makes it, for a test that fills it before rendering (as a route's prefetch does). */
export const newQueryClient = () => createQueryClient();

/** Renders `element` at `path` (with its query string, if any; or a route table) with a query client, toasts and a stub auth state. */
export function renderRoute(
  element: ReactElement | null,
  { user = null, path = '/', state, routes, client = createQueryClient() }: Options = {},
) {
  const auth: AuthContextValue = {
    user,
    login: vi.fn(() => true),
    logout: vi.fn(),
    updateUser: vi.fn(),
    replaceToken: vi.fn(),
  };
  const [pathname = path, query] = path.split('?');
  const router = createMemoryRouter(routes ?? [{ path: pathname, element }], {
    initialEntries: [{ pathname, search: query ? `?${query}` : '', state }],
  });
  const view = render(
    <QueryClientProvider client={client}>
      <AuthContext.Provider value={auth}>
        <RouterProvider router={router} />
      </AuthContext.Provider>
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...view, auth, router };
}

/** Stubs fetch with one JSON answer per call, in order; returns the mock to inspect the requests. */
export function mockFetch(...answers: { status?: number; body: unknown }[]) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
