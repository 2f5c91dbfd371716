import type { AttemptQuestions, AttemptSession, TestDetail } from '@mockprep/contract';
import { readLocalAttempt } from './local-attempt';
import { clockSample, remainingSeconds, type Timed } from './server-clock';

/**
 * What the test screen loaded from the server for a running attempt, kept so that a reload without a connection
 * reopens the test (the service worker has the screen's code). It lives as long as the attempt's local copy:
 * gone once the attempt is submitted or its copy expires.
 */
export type OfflinePaper = { test: TestDetail; session: Timed<AttemptSession>; questions: Timed<AttemptQuestions> };

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
  // A paper saved before tests had sections cannot run this screen.
  const current = Array.isArray(paper?.questions?.data?.sections) && Array.isArray(paper?.test?.sections);
  if (attemptId !== undefined && current && readLocalAttempt(attemptId, storage)) return paper;
  storage.removeItem(paperKey(testId));
  return undefined;
}

/** The paper's test with its attempt running, the time left counted now by the clock sample saved with it. */
export function paperTest({ test, session }: OfflinePaper, localNow = Date.now()): TestDetail {
  const { _id, expiresAt, serverNow } = session.data;
  const { offset } = clockSample(serverNow, session.sentAt, session.receivedAt);
  const running = { attemptId: _id, expiresAt, secondsLeft: remainingSeconds(expiresAt, offset, localNow) };
  return { ...test, mine: { ...test.mine, running } };
}
