import type { AttemptQuestions, AttemptSession, TestDetail } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { attemptQuestion, attemptSection } from '../test/attempt-fixtures';
import { clearLocalAttempt, mergeWithServer, writeLocalAttempt } from './local-attempt';
import { type OfflinePaper, paperTest, readOfflinePaper, saveOfflinePaper } from './offline-paper';

const attemptTest = { _id: 't1', title: 'T', subject: 'Maths', examType: 'SSC', duration: 30, deleted: false };
const times = { startedAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-01T10:30:00.000Z' };
const questions: AttemptQuestions = {
  _id: 'a1',
  test: attemptTest,
  status: 'in_progress',
  ...times,
  serverNow: '2026-01-01T10:05:00.000Z',
  sections: [attemptSection()],
  saveSeq: -1,
  questions: [attemptQuestion({ _id: 'q1', options: ['A', 'B'] })],
};
const session: AttemptSession = { ...questions, resumed: false };
const paper: OfflinePaper = {
  test: { _id: 't1', mine: { running: null, submitted: null }, sections: [] } as unknown as TestDetail,
  session: { data: session, sentAt: 1, receivedAt: 2 },
  questions: { data: questions, sentAt: 3, receivedAt: 4 },
};

describe('offline paper', () => {
  it('reopens a running attempt from what the screen last loaded', () => {
    writeLocalAttempt(mergeWithServer(null, questions));
    saveOfflinePaper(paper);
    expect(readOfflinePaper('t1')).toEqual(paper);
    expect(readOfflinePaper('t2')).toBeUndefined();
  });

  it('is dropped once the attempt has no local copy (submitted or expired)', () => {
    writeLocalAttempt(mergeWithServer(null, questions));
    saveOfflinePaper(paper);
    clearLocalAttempt('a1');
    expect(readOfflinePaper('t1')).toBeUndefined();
    expect(localStorage.getItem('mockprep:paper:t1')).toBeNull();
  });

  it("gives the test with its attempt running and the time left by the saved sample of the server's clock", () => {
    // The session's answer arrived at local time 2 saying 10:05 on the server: 25 minutes were left then.
    const later = 2 + 10 * 60_000;
    expect(paperTest(paper, later).mine).toEqual({
      running: { attemptId: 'a1', expiresAt: times.expiresAt, secondsLeft: 15 * 60 },
      submitted: null,
    });
  });

  it('ignores a paper saved before tests had sections', () => {
    writeLocalAttempt(mergeWithServer(null, questions));
    const { sections: _, ...before } = questions;
    saveOfflinePaper({ ...paper, questions: { ...paper.questions, data: before as AttemptQuestions } });
    expect(readOfflinePaper('t1')).toBeUndefined();
  });

  it('ignores a copy that cannot be read', () => {
    localStorage.setItem('mockprep:paper:t1', '{not json');
    expect(readOfflinePaper('t1')).toBeUndefined();
  });
});
