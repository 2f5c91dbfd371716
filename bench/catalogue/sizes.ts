/** How many rows the catalogue benchmark grows: the sizes times `scale`. */
export type Sizes = {
  targetExams: number;
  questions: number;
  students: number;
  tests: number;
  attempts: number;
  /** Attempts of the one student whose My Results the benchmark reads (whatever the scale). */
  heavyAttempts: number;
  /** Payments of that student. */
  heavyPayments: number;
  payments: number;
  promoCodes: number;
  auditEntries: number;
};

export function sizesAt(scale: number): Sizes {
  const of = (full: number, least: number) => Math.max(least, Math.round(full * scale));
  return {
    targetExams: 12,
    questions: of(100_000, 1000),
    students: of(100_000, 1000),
    tests: of(2000, 20),
    attempts: of(1_000_000, 10_000),
    heavyAttempts: 1000,
    heavyPayments: 100,
    payments: of(20_000, 200),
    promoCodes: of(300, 20),
    auditEntries: of(50_000, 500),
  };
}

/** The accounts the benchmark signs in as, found again by mobile number when a grown database is reused. */
export const ACCOUNTS = {
  admin: { mobile: '8000000000', name: 'Bench Admin', role: 'admin' },
  /** 1,000 submitted attempts with their answers, 100 paid orders and 500 practice answers. */
  heavy: { mobile: '8000000001', name: 'Bench Heavy Student', role: 'user' },
  /** An ordinary student: the isolation phase reads its /api/tests. */
  plain: { mobile: '8000000002', name: 'Bench Student', role: 'user' },
} as const;
export type Account = keyof typeof ACCOUNTS;
