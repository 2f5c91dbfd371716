import type { LeaderboardPeriod } from '@mockprep/contract';

const tests = ['tests'] as const;
const testTakingTests = ['test-taking', 'test'] as const;
const payments = ['payments'] as const;
const admin = ['admin'] as const;

/**
 * Every TanStack Query key of the web app. A key that starts with another invalidates with it:
 * `tests.all` covers every catalogue list, `admin.all` every Admin Panel list.
 */
export const queryKeys = {
  auth: { config: ['auth', 'config'] as const },
  targetExams: { active: ['target-exams'] as const },
  tests: {
    all: tests,
    list: [...tests, 'list'] as const,
    /** How many tests the whole catalogue holds (no filters). */
    size: [...tests, 'size'] as const,
    filters: [...tests, 'filters'] as const,
  },
  testTaking: {
    tests: testTakingTests,
    test: (testId: string) => [...testTakingTests, testId] as const,
    attempt: (testId: string) => ['test-taking', 'attempt', testId] as const,
    questions: (attemptId: string) => ['test-taking', 'questions', attemptId] as const,
  },
  attempts: {
    all: ['attempts'] as const,
    mine: ['attempts', 'mine'] as const,
    recent: ['attempts', 'recent'] as const,
    stats: ['attempts', 'stats'] as const,
    running: ['attempts', 'running'] as const,
    tests: ['attempts', 'tests'] as const,
    result: (attemptId: string) => ['attempts', 'result', attemptId] as const,
  },
  liveTests: { all: ['live-tests'] as const },
  quizzes: { all: ['quizzes'] as const },
  practice: {
    options: ['practice', 'options'] as const,
    next: (choice: { mode: string; subject: string; level: string }, round: number) =>
      ['practice', 'next', choice, round] as const,
  },
  leaderboard: {
    test: (testId: string, period: LeaderboardPeriod) => ['leaderboard', 'test', testId, period] as const,
    global: (period: LeaderboardPeriod, targetExam = 'all') => ['leaderboard', 'global', period, targetExam] as const,
  },
  payments: {
    config: [...payments, 'config'] as const,
    history: [...payments, 'history'] as const,
    receipt: (paymentId: string) => [...payments, 'receipt', paymentId] as const,
  },
  support: { contact: ['support', 'contact'] as const },
  admin: {
    all: admin,
    stats: [...admin, 'stats'] as const,
    users: [...admin, 'users'] as const,
    tests: [...admin, 'tests'] as const,
    test: (testId: string) => [...admin, 'test', testId] as const,
    questions: [...admin, 'questions'] as const,
    questionSubjects: [...admin, 'question-subjects'] as const,
    targetExams: [...admin, 'target-exams'] as const,
    promoCodes: [...admin, 'promo-codes'] as const,
    promoStats: [...admin, 'promo-codes', 'stats'] as const,
    payments: [...admin, 'payments'] as const,
    paymentSummary: [...admin, 'payment-summary'] as const,
    supportRequests: [...admin, 'support-requests'] as const,
    auditLog: [...admin, 'audit-log'] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: ['notifications', 'list'] as const,
    unread: ['notifications', 'unread'] as const,
  },
};
