import { describe, expect, it } from 'vitest';
import { attemptReducer } from './attempt-reducer';
import type { LocalAttempt } from './local-attempt';

const base: LocalAttempt = {
  attemptId: 'a1',
  expiresAt: '2026-01-01T10:30:00.000Z',
  selections: {},
  marked: [],
  visited: ['q1'],
  current: 0,
  timeSpent: {},
  nextSeq: 0,
  unsynced: false,
  rev: 0,
};

describe('attempt reducer', () => {
  it('records a choice as an unsynced change and counts it', () => {
    const next = attemptReducer(base, { type: 'answer', question: 'q1', answer: 2 });
    expect(next).toMatchObject({ selections: { q1: 2 }, unsynced: true, rev: 1 });
  });

  it('keeps a cleared answer as null so that the server hears about it', () => {
    const answered = attemptReducer(base, { type: 'answer', question: 'q1', answer: 2 });
    const cleared = attemptReducer(answered, { type: 'answer', question: 'q1', answer: null });
    expect(cleared.selections).toEqual({ q1: null });
    expect(cleared.rev).toBe(2);
  });

  it('ignores a choice that changes nothing', () => {
    const answered = attemptReducer(base, { type: 'answer', question: 'q1', answer: 2 });
    expect(attemptReducer(answered, { type: 'answer', question: 'q1', answer: 2 })).toBe(answered);
    expect(attemptReducer(base, { type: 'answer', question: 'q9', answer: null })).toBe(base);
  });

  it('records multiple-correct and numerical answers, and takes nothing ticked for no answer', () => {
    const ticked = attemptReducer(base, { type: 'answer', question: 'm1', answer: [0, 2] });
    expect(ticked).toMatchObject({ selections: { m1: [0, 2] }, rev: 1, unsynced: true });
    // The same options in a new list are no change.
    expect(attemptReducer(ticked, { type: 'answer', question: 'm1', answer: [0, 2] })).toBe(ticked);
    expect(attemptReducer(ticked, { type: 'answer', question: 'm1', answer: [] }).selections).toEqual({ m1: null });
    const typed = attemptReducer(base, { type: 'answer', question: 'n1', answer: -3.5 });
    expect(typed.selections).toEqual({ n1: -3.5 });
    expect(attemptReducer(typed, { type: 'answer', question: 'n1', answer: -3.5 })).toBe(typed);
    expect(attemptReducer(typed, { type: 'answer', question: 'n1', answer: null })).toMatchObject({
      selections: { n1: null },
      rev: 2,
    });
  });

  it('marks and unmarks a question (twice the same is no change) and remembers visited questions', () => {
    const marked = attemptReducer(base, { type: 'mark', question: 'q2', marked: true });
    expect(marked.marked).toEqual(['q2']);
    expect(attemptReducer(marked, { type: 'mark', question: 'q2', marked: true })).toBe(marked);
    expect(attemptReducer(marked, { type: 'mark', question: 'q2', marked: false }).marked).toEqual([]);
    expect(attemptReducer(base, { type: 'mark', question: 'q2', marked: false })).toBe(base);
    const moved = attemptReducer(base, { type: 'goTo', index: 3, question: 'q4' });
    expect(moved).toMatchObject({ current: 3, visited: ['q1', 'q4'] });
  });

  it('adds time on screen without making the answers unsynced', () => {
    const next = attemptReducer(attemptReducer(base, { type: 'tick', question: 'q1', seconds: 1 }), {
      type: 'tick',
      question: 'q1',
      seconds: 1,
    });
    expect(next.timeSpent).toEqual({ q1: 2 });
    expect(next.unsynced).toBe(false);
  });

  it('never hands out a seq twice, including one the server reports from another tab', () => {
    const sent = attemptReducer({ ...base, nextSeq: 4 }, { type: 'seqUsed', seq: 4 });
    expect(sent.nextSeq).toBe(5);
    expect(attemptReducer(sent, { type: 'seqUsed', seq: 9 }).nextSeq).toBe(10);
    expect(attemptReducer(sent, { type: 'seqUsed', seq: 2 })).toBe(sent);
  });

  it('is synced only when the save carried the latest change', () => {
    const one = attemptReducer(base, { type: 'answer', question: 'q1', answer: 0 });
    const two = attemptReducer(one, { type: 'answer', question: 'q2', answer: 1 });
    expect(attemptReducer(two, { type: 'saveConfirmed', rev: one.rev }).unsynced).toBe(true);
    expect(attemptReducer(two, { type: 'saveConfirmed', rev: two.rev }).unsynced).toBe(false);
  });
});
