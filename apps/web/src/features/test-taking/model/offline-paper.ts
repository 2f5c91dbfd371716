import type { AttemptQuestions, AttemptSession, Test } from '@mockprep/contract';
import { readLocalAttempt } from './local-attempt';
import type { Timed } from './server-clock';

/**
 * What the test screen loaded from the server for a running attempt, kept so that a reload without a connection
 * reopens the test (the service worker has the screen's code). It lives as long as the attempt's local copy:
 * gone once the attempt is submitted or its copy expires.
 */
export type OfflinePaper = { test: Test; session: Timed<AttemptSession>; questions: Timed<AttemptQuestions> };

const paperKey = (testId: string) => `mockprep:paper:${testId}`;

export function saveOfflinePaper(paper: OfflinePaper, storage: Storage = localStorage) {
  try {
    storage.setItem(paperKey(paper.test._id), JSON.stringify(paper));
  } catch {
    // A full or blocked storage: the test just cannot reopen offline.
  }
}

export function readOfflinePaper(testId: string, storage: Storage = localStorage): OfflinePaper | undefined {
  let paper: OfflinePaper | undefined;
  try {
    paper = JSON.parse(storage.getItem(paperKey(testId)) ?? 'null') ?? undefined;
  } catch {
    paper = undefined;
  }
  const attemptId = paper?.session?.data?._id;
  if (attemptId !== undefined && readLocalAttempt(attemptId, storage)) return paper;
  storage.removeItem(paperKey(testId));
  return undefined;
}
