import { type AnswerInput, type AttemptQuestions, SUBMIT_GRACE_SECONDS } from '@mockprep/contract';
import { type Answer, answerFields, fitsQuestion, isAnswerShape, type PaperQuestion, serverAnswer } from './answer';

/**
 * Everything the student did in one attempt, kept in this browser so that a network drop, a reload or a
 * closed tab loses nothing. Written on every change; the server copy is brought up to date by autosave.
 */
export type LocalAttempt = {
  attemptId: string;
  expiresAt: string;
  /** Question id → its answer (options as shown in this attempt); null is an answer the student cleared. */
  selections: Record<string, Answer | null>;
  marked: string[];
  visited: string[];
  /** Position of the question on screen. */
  current: number;
  /** Question id → seconds the question was on screen. */
  timeSpent: Record<string, number>;
  /** The seq of the next save; it only grows. */
  nextSeq: number;
  /** True while the server may not have the latest selections. */
  unsynced: boolean;
  /** Counts selection changes, so that a save acknowledges only the changes it carried. */
  rev: number;
};

const KEY_PREFIX = 'mockprep:attempt:';
/** Local copies are dropped this long after the attempt could still be saved. */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000;

export const localAttemptKey = (attemptId: string) => `${KEY_PREFIX}${attemptId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');
const isSecondsRecord = (value: unknown): boolean =>
  isRecord(value) && Object.values(value).every((item) => typeof item === 'number' && item >= 0);

function isLocalAttempt(value: unknown): value is LocalAttempt {
  return (
    isRecord(value) &&
    typeof value.attemptId === 'string' &&
    typeof value.expiresAt === 'string' &&
    isRecord(value.selections) &&
    Object.values(value.selections).every(isAnswerShape) &&
    isStringList(value.marked) &&
    isStringList(value.visited) &&
    typeof value.current === 'number' &&
    isSecondsRecord(value.timeSpent) &&
    typeof value.nextSeq === 'number' &&
    typeof value.unsynced === 'boolean' &&
    typeof value.rev === 'number'
  );
}

/** The stored copy of the attempt, or null when there is none or it cannot be read. */
export function readLocalAttempt(attemptId: string, storage: Storage = localStorage): LocalAttempt | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(localAttemptKey(attemptId)) ?? 'null');
    return isLocalAttempt(value) && value.attemptId === attemptId ? value : null;
  } catch {
    return null;
  }
}

/** Stores the attempt; a full or blocked storage keeps the state in memory only. */
export function writeLocalAttempt(state: LocalAttempt, storage: Storage = localStorage) {
  try {
    storage.setItem(localAttemptKey(state.attemptId), JSON.stringify(state));
  } catch {
    // Private browsing or a full quota: the in-memory state and autosave still carry the answers.
  }
}

export function clearLocalAttempt(attemptId: string, storage: Storage = localStorage) {
  storage.removeItem(localAttemptKey(attemptId));
}

/** Removes copies of attempts that ended more than a day ago (their answers can no longer be saved). */
export function pruneLocalAttempts(now: number, storage: Storage = localStorage) {
  const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter(
    (key): key is string => key?.startsWith(KEY_PREFIX) ?? false,
  );
  for (const key of keys) {
    const state = readLocalAttempt(key.slice(KEY_PREFIX.length), storage);
    const lastSave = state ? Date.parse(state.expiresAt) + SUBMIT_GRACE_SECONDS * 1000 : Number.NaN;
    if (!(lastSave + KEEP_AFTER_EXPIRY_MS > now)) storage.removeItem(key);
  }
}

/**
 * The state to continue with after loading the attempt's questions from the server.
 * - Selections: the server's, unless the local copy has changes the server never confirmed; then the local
 *   ones win question by question (a cleared answer included) and the server's fill in the rest.
 * - Marks, visited questions and the current question exist only locally.
 * - Time spent: the larger of the two for each question.
 * - nextSeq continues above both the local counter and the server's last accepted save.
 * Entries for questions that are not in the attempt, or answers their question cannot take, are dropped.
 */
export function mergeWithServer(local: LocalAttempt | null, server: AttemptQuestions): LocalAttempt {
  const questions = new Map(server.questions.map((q) => [q._id, q]));
  const inAttempt = (id: string) => questions.has(id);
  const fits = (id: string, answer: Answer | null) => {
    const question = questions.get(id);
    return question !== undefined && fitsQuestion(question, answer);
  };

  const serverSelections: Record<string, Answer | null> = {};
  const timeSpent: Record<string, number> = {};
  for (const q of server.questions) {
    const answer = serverAnswer(q);
    if (answer !== null) serverSelections[q._id] = answer;
    const seconds = Math.max(q.timeSpent, local?.timeSpent[q._id] ?? 0);
    if (seconds > 0) timeSpent[q._id] = seconds;
  }

  const localSelections = Object.fromEntries(
    Object.entries(local?.selections ?? {}).filter(([id, answer]) => fits(id, answer)),
  );
  const unsynced = local?.unsynced === true && Object.keys(localSelections).length > 0;
  const firstId = server.questions[0]?._id;
  const current = Math.min(Math.max(0, Math.trunc(local?.current ?? 0)), Math.max(0, server.questions.length - 1));

  return {
    attemptId: server._id,
    expiresAt: server.expiresAt,
    selections: unsynced ? { ...serverSelections, ...localSelections } : serverSelections,
    marked: (local?.marked ?? []).filter(inAttempt),
    visited: local ? local.visited.filter(inAttempt) : firstId ? [firstId] : [],
    current,
    timeSpent,
    nextSeq: Math.max(local?.nextSeq ?? 0, server.saveSeq + 1),
    unsynced,
    rev: local?.rev ?? 0,
  };
}

/**
 * The full answer set in the attempt's question order, each answer in the field of its type: every question with
 * an answer (cleared included) or with time spent on it. Unanswered, unseen questions are left out, and so are
 * those of sections that are not `open` (the server refuses answers to a closed section).
 */
export function answersPayload(
  state: LocalAttempt,
  questions: PaperQuestion[],
  open: (section: number) => boolean = () => true,
): AnswerInput[] {
  return questions.flatMap(({ _id: id, type, section }) => {
    const answer = state.selections[id];
    const timeSpent = state.timeSpent[id] ?? 0;
    if ((answer === undefined && timeSpent === 0) || !open(section)) return [];
    return [{ question: id, ...answerFields(type, answer ?? null), timeSpent }];
  });
}

export const isAnswered = (state: LocalAttempt, questionId: string) =>
  state.selections[questionId] !== undefined && state.selections[questionId] !== null;
