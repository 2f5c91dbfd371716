/** Results the dashboard lists and charts: the latest ones (also read early by a first visit: vite.config.ts). */
const DASHBOARD_TREND_RESULTS = 10;

export const RECENT_RESULTS_PATH = `/attempts/user?limit=${DASHBOARD_TREND_RESULTS}` as const;
