import type { AttemptQuestion, AttemptQuestions } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import { attemptQuestion, attemptSection } from '../test/attempt-fixtures';
import {
  answersPayload,
  type LocalAttempt,
  localAttemptKey,
  mergeWithServer,
  pruneLocalAttempts,
  readLocalAttempt,
  writeLocalAttempt,
} from './local-attempt';

const question = (id: string, selectedOption: number | null = null, timeSpent = 0): AttemptQuestion =>
  attemptQuestion({ _id: id, selectedOption, timeSpent });

const server = (questions: AttemptQuestion[], saveSeq = -1): AttemptQuestions => ({
  _id: 'a1',
  test: { _id: 't1', title: 'T', subject: 'Maths', examType: 'SSC', duration: 30, deleted: false },
  status: 'in_progress',
  startedAt: '2026-01-01T10:00:00.000Z',
  expiresAt: '2026-01-01T10:30:00.000Z',
  serverNow: '2026-01-01T10:05:00.000Z',
  sections: [attemptSection({ questionCount: questions.length })],
  saveSeq,
  questions,
});

const local = (patch: Partial<LocalAttempt>): LocalAttempt => ({
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
  ...patch,
});

describe('mergeWithServer', () => {
  it('starts from the server when this browser has nothing', () => {
    const merged = mergeWithServer(null, server([question('q1', 2, 30), question('q2')], 6));
    expect(merged).toEqual(
      local({ selections: { q1: 2 }, timeSpent: { q1: 30 }, visited: ['q1'], nextSeq: 7, unsynced: false }),
    );
  });

  it("lets unsynced local answers win, cleared ones included, and fills in the server's others", () => {
    const stored = local({ selections: { q1: 0, q2: null }, unsynced: true, nextSeq: 3, rev: 5 });
    const merged = mergeWithServer(stored, server([question('q1', 3), question('q2', 1), question('q3', 2)], 2));
    expect(merged.selections).toEqual({ q1: 0, q2: null, q3: 2 });
    expect(merged).toMatchObject({ unsynced: true, rev: 5, nextSeq: 3 });
  });

  it('trusts the server when the local copy was already saved (another device may have answered since)', () => {
    const stored = local({ selections: { q1: 0 }, unsynced: false, marked: ['q2'], current: 1, visited: ['q1', 'q2'] });
    const merged = mergeWithServer(stored, server([question('q1', 3), question('q2', 1)]));
    expect(merged.selections).toEqual({ q1: 3, q2: 1 });
    // Marks, visited questions and the position exist only on this device.
    expect(merged).toMatchObject({ marked: ['q2'], current: 1, visited: ['q1', 'q2'], unsynced: false });
  });

  it('continues the seq above both the local counter and the last save the server accepted', () => {
    expect(mergeWithServer(local({ nextSeq: 12 }), server([question('q1')], 4)).nextSeq).toBe(12);
    expect(mergeWithServer(local({ nextSeq: 3 }), server([question('q1')], 9)).nextSeq).toBe(10);
  });

  it('keeps the larger time spent per question', () => {
    const stored = local({ timeSpent: { q1: 40, q2: 5 } });
    const merged = mergeWithServer(stored, server([question('q1', null, 25), question('q2', null, 9)]));
    expect(merged.timeSpent).toEqual({ q1: 40, q2: 9 });
  });

  it('drops entries the server would refuse: unknown questions, options out of range, a position past the end', () => {
    const stored = local({
      selections: { q1: 7, gone: 1, q2: 1 },
      marked: ['gone', 'q2'],
      current: 9,
      unsynced: true,
    });
    const merged = mergeWithServer(stored, server([question('q1'), question('q2')]));
    expect(merged.selections).toEqual({ q2: 1 });
    expect(merged.marked).toEqual(['q2']);
    expect(merged.current).toBe(1);
  });
});

describe('answersPayload', () => {
  it('sends every answered, cleared or viewed question in the attempt order', () => {
    const state = local({ selections: { q3: 1, q1: null }, timeSpent: { q2: 12, q3: 4 } });
    const paper = ['q1', 'q2', 'q3', 'q4'].map((id) => question(id));
    expect(answersPayload(state, paper)).toEqual([
      { question: 'q1', selectedOption: null, timeSpent: 0 },
      { question: 'q2', selectedOption: null, timeSpent: 12 },
      { question: 'q3', selectedOption: 1, timeSpent: 4 },
    ]);
  });

  it('puts each answer in the field of its type, a cleared one as null or an empty list', () => {
    const paper = [
      attemptQuestion({ _id: 'm1', type: 'multiple' }),
      attemptQuestion({ _id: 'm2', type: 'multiple' }),
      attemptQuestion({ _id: 'n1', type: 'numerical', options: [] }),
      attemptQuestion({ _id: 'n2', type: 'numerical', options: [] }),
    ];
    const state = local({ selections: { m1: [0, 2], m2: null, n1: -2.5, n2: null } });
    expect(answersPayload(state, paper)).toEqual([
      { question: 'm1', selectedOptions: [0, 2], timeSpent: 0 },
      { question: 'm2', selectedOptions: [], timeSpent: 0 },
      { question: 'n1', numericAnswer: -2.5, timeSpent: 0 },
      { question: 'n2', numericAnswer: null, timeSpent: 0 },
    ]);
  });

  it('leaves out the questions of sections that are not open', () => {
    const paper = [attemptQuestion({ _id: 'q1' }), attemptQuestion({ _id: 'q2', section: 1 })];
    const state = local({ selections: { q1: 0, q2: 3 }, timeSpent: { q1: 5 } });
    expect(answersPayload(state, paper, (section) => section === 1)).toEqual([
      { question: 'q2', selectedOption: 3, timeSpent: 0 },
    ]);
  });
});

describe('mergeWithServer, question types', () => {
  it("takes the server's multiple and numerical answers, and keeps local ones only where they fit the type", () => {
    const paper = server([
      attemptQuestion({ _id: 'm1', type: 'multiple', selectedOptions: [1, 3] }),
      attemptQuestion({ _id: 'n1', type: 'numerical', options: [], numericAnswer: 42 }),
      attemptQuestion({ _id: 'm2', type: 'multiple' }),
      attemptQuestion({ _id: 'n2', type: 'numerical', options: [] }),
      attemptQuestion({ _id: 's1' }),
    ]);
    expect(mergeWithServer(null, paper).selections).toEqual({ m1: [1, 3], n1: 42 });
    // Options 0..3 exist: [0, 7] does not fit, nor a list on a single-correct question; a negative number does.
    const stored = local({ selections: { m2: [0, 7], n2: -0.5, s1: [1] }, unsynced: true });
    expect(mergeWithServer(stored, paper).selections).toEqual({ m1: [1, 3], n1: 42, n2: -0.5 });
  });
});

describe('local storage', () => {
  it('reads back what it wrote, and nothing it cannot trust', () => {
    const state = local({ selections: { q1: 2, m1: [0, 3], n1: -12.75, q2: null }, unsynced: true });
    writeLocalAttempt(state);
    expect(readLocalAttempt('a1')).toEqual(state);
    expect(readLocalAttempt('other')).toBeNull();
    localStorage.setItem(localAttemptKey('a2'), '{"attemptId":"a2","selections":"oops"}');
    expect(readLocalAttempt('a2')).toBeNull();
    localStorage.setItem(localAttemptKey('a3'), 'not json');
    expect(readLocalAttempt('a3')).toBeNull();
  });

  it('prunes copies of attempts that ended over a day ago and leaves everything else alone', () => {
    writeLocalAttempt(local({ attemptId: 'old', expiresAt: '2026-01-01T10:00:00.000Z' }));
    writeLocalAttempt(local({ attemptId: 'recent', expiresAt: '2026-01-02T09:00:00.000Z' }));
    localStorage.setItem(localAttemptKey('broken'), 'x');
    localStorage.setItem('token', 'keep-me');
    pruneLocalAttempts(Date.parse('2026-01-02T10:05:00.000Z'));
    expect(readLocalAttempt('old')).toBeNull();
    expect(readLocalAttempt('recent')).not.toBeNull();
    expect(localStorage.getItem(localAttemptKey('broken'))).toBeNull();
    expect(localStorage.getItem('token')).toBe('keep-me');
  });
});
