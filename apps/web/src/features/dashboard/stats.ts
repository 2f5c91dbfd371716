import type { AttemptSummary } from '@mockprep/contract';

/** The latest results the dashboard reads, oldest first, from the API's newest-first page. */
export const scoreTrend = (attempts: AttemptSummary[]) => [...attempts].reverse();

export type ChartBox = { width: number; height: number; padding: number };

/** x, y of each score (0..100, bottom to top) spread evenly across the box; a single score sits in the middle. */
export function trendPoints(scores: number[], box: ChartBox): { x: number; y: number }[] {
  const innerWidth = box.width - 2 * box.padding;
  const innerHeight = box.height - 2 * box.padding;
  return scores.map((score, i) => ({
    x: box.padding + (scores.length === 1 ? innerWidth / 2 : (i / (scores.length - 1)) * innerWidth),
    y: box.padding + innerHeight * (1 - Math.min(100, Math.max(0, score)) / 100),
  }));
}
