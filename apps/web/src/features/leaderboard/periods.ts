import type { LeaderboardPeriod } from '@mockprep/contract';

export const TEST_PERIODS = ['all', 'weekly', 'daily'] as const satisfies readonly LeaderboardPeriod[];

/** SPEC 9: the global view has This Week (the default) and Today. */
export const GLOBAL_PERIODS = ['weekly', 'daily'] as const satisfies readonly LeaderboardPeriod[];
export type GlobalPeriod = (typeof GLOBAL_PERIODS)[number];
