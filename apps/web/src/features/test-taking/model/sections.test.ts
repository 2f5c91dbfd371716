import { describe, expect, it } from 'vitest';
import { attemptQuestion, attemptSection } from '../test/attempt-fixtures';
import type { LocalAttempt } from './local-attempt';
import { answeredIn, openSectionIndex, overAttemptLimit, sectionPhase, sectionPositions } from './sections';

const at = (time: string) => Date.parse(`2026-01-01T${time}:00.000Z`);

// Two timed sections: 10:00–10:20 and 10:20–10:40.
const timed = [
  attemptSection({
    name: 'Reasoning',
    minutes: 20,
    opensAt: '2026-01-01T10:00:00.000Z',
    closesAt: '2026-01-01T10:20:00.000Z',
  }),
  attemptSection({
    name: 'English',
    minutes: 20,
    opensAt: '2026-01-01T10:20:00.000Z',
    closesAt: '2026-01-01T10:40:00.000Z',
  }),
];

const state = (selections: LocalAttempt['selections']): LocalAttempt => ({
  attemptId: 'a1',
  expiresAt: '2026-01-01T10:40:00.000Z',
  selections,
  marked: [],
  visited: [],
  current: 0,
  timeSpent: {},
  nextSeq: 0,
  unsynced: false,
  rev: 0,
});

describe('section windows', () => {
  it('opens each timed section in turn and closes it for good at its end', () => {
    expect(timed.map((s) => sectionPhase(s, at('10:05')))).toEqual(['open', 'upcoming']);
    expect(timed.map((s) => sectionPhase(s, at('10:20')))).toEqual(['closed', 'open']);
    expect(timed.map((s) => sectionPhase(s, at('10:40')))).toEqual(['closed', 'closed']);
    expect(openSectionIndex(timed, at('10:19'))).toBe(0);
    expect(openSectionIndex(timed, at('10:20'))).toBe(1);
    expect(openSectionIndex(timed, at('10:41'))).toBeNull();
  });

  it('keeps sections without timers open, with no section of the moment', () => {
    const free = [attemptSection({ name: 'Physics' }), attemptSection({ name: 'Chemistry' })];
    expect(free.map((s) => sectionPhase(s, at('10:05')))).toEqual(['open', 'open']);
    expect(openSectionIndex(free, at('10:05'))).toBeNull();
  });

  it('finds the positions and the answered count of a section', () => {
    const questions = ['a', 'b', 'c', 'd', 'e'].map((id, i) => attemptQuestion({ _id: id, section: i < 2 ? 0 : 1 }));
    expect(sectionPositions(questions, 1)).toEqual([2, 3, 4]);
    expect(answeredIn(state({ a: 1, c: null, d: [0], e: 7.5 }), questions, 1)).toBe(2);
  });
});

describe('attempt any K of N', () => {
  const sections = [attemptSection({ questionCount: 4, attemptAny: 2 })];
  const questions = ['q1', 'q2', 'q3', 'q4'].map((id) => attemptQuestion({ _id: id }));
  const [q1, , q3] = questions as [(typeof questions)[0], (typeof questions)[0], (typeof questions)[0]];

  it('refuses a third answer once two are given, and allows changing one of the two', () => {
    const two = state({ q1: 0, q2: 1 });
    expect(overAttemptLimit(two, questions, sections, q3)).toBe(true);
    expect(overAttemptLimit(two, questions, sections, q1)).toBe(false);
  });

  it('allows it again once an answer is cleared, and never limits a section without the rule', () => {
    expect(overAttemptLimit(state({ q1: 0, q2: null }), questions, sections, q3)).toBe(false);
    const free = [attemptSection({ questionCount: 4 })];
    expect(overAttemptLimit(state({ q1: 0, q2: 1, q4: 2 }), questions, free, q3)).toBe(false);
  });
});
