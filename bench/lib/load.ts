import { setTimeout as sleep } from 'node:timers/promises';
import type { AttemptQuestions, AttemptResult, AttemptSession, SaveAnswersResult } from '@mockprep/contract';
import { send } from './http';
import { OPTION_COUNT, QUESTION_COUNT } from './seed';
import { EndpointStats } from './stats';

/** Phase lengths in seconds: everyone starts in the first, autosaves in the second, submits in the third. */
export type Phases = { startWindow: number; saveWindow: number; submitWindow: number };
export type Endpoint = 'start' | 'questions' | 'save' | 'submit' | 'result';
export type Stats = Partial<Record<Endpoint, EndpointStats>>;

/**
 * What each student does: the whole mock, optionally reading the result after submitting; or, against a floor
 * server, only the autosaves (same times, same bodies, to `/api/attempts/<id>/answers` of made-up attempts).
 */
export type Script = 'exam' | 'exam-and-result' | 'saves-only';

export const SAVES = 5;

/** The option (index into the options as shown to the student) a student picks at a question position. */
export const chosenOption = (student: number, position: number) => (student * 7 + position * 3) % OPTION_COUNT;
export const timeSpent = (student: number, position: number) => 15 + ((student + position * 11) % 90);

/** Repeatable pseudo-random numbers in [0, 1) (mulberry32). */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Context = {
  baseUrl: string;
  testId: string;
  phases: Phases;
  script: Script;
  stats: Stats;
  t0: number;
  signal: AbortSignal;
};

/** One timed request. Non-2xx, network errors and responses failing `check` count as errors (and return undefined). */
async function request<T>(
  ctx: Context,
  endpoint: Endpoint,
  token: string,
  call: { method: string; path: string; body?: unknown; check?: (data: T) => string | undefined },
): Promise<T | undefined> {
  const stats = ctx.stats[endpoint] as EndpointStats;
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const sentAt = performance.now();
  let status: number;
  let text: string;
  try {
    ({ status, text } = await send(ctx.baseUrl + call.path, { method: call.method, headers, body }));
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    const { code, cause } = error as { code?: string; cause?: { code?: string } };
    stats.record(
      sentAt,
      performance.now() - sentAt,
      `network: ${(error as Error).message} ${code ?? cause?.code ?? ''}`,
    );
    return undefined;
  }
  const ms = performance.now() - sentAt;
  if (status < 200 || status >= 300) {
    stats.record(sentAt, ms, `HTTP ${status} ${call.method} ${call.path}: ${text}`);
    return undefined;
  }
  const data = (JSON.parse(text) as { data: T }).data;
  const problem = call.check?.(data);
  stats.record(sentAt, ms, problem === undefined ? undefined : `HTTP ${status} ${call.path} unexpected: ${problem}`);
  return problem ? undefined : data;
}

/**
 * Waits until `seconds` after the load began, then stops the student if the run was interrupted meanwhile. The
 * run's signal is read, not listened to: thousands of waiting students adding and removing a listener each cost
 * time quadratic in their number (an EventTarget walks its listeners on every add and remove).
 */
async function until(ctx: Context, seconds: number) {
  await sleep(Math.max(0, ctx.t0 + seconds * 1000 - performance.now()));
  if (ctx.signal.aborted) throw ctx.signal.reason;
}

/**
 * One student's mock: start and load the questions at a random moment of the start window, autosave
 * 5 times (about 10 more answers each) in the save window, submit all 50 answers in the submit window.
 * Requests of one student are sequential, like one browser tab. Returns what the server acknowledged.
 */
async function student(ctx: Context, index: number, token: string): Promise<Acked> {
  const { startWindow, saveWindow, submitWindow } = ctx.phases;
  const rand = random(index + 1);
  const startAt = rand() * startWindow;
  const saveAt = Array.from({ length: SAVES }, () => startWindow + rand() * saveWindow).sort((a, b) => a - b);
  const submitAt = startWindow + saveWindow + rand() * submitWindow;
  if (ctx.script === 'saves-only') return saves(ctx, index, token, saveAt, madeUpSheet(index));

  await until(ctx, startAt);
  const session = await request<AttemptSession>(ctx, 'start', token, {
    method: 'POST',
    path: '/api/attempts',
    body: { test: ctx.testId },
    check: (s) => (s.resumed ? 'resumed an attempt instead of starting one' : undefined),
  });
  if (!session) return NOTHING_ACKED;
  const sheet = await request<AttemptQuestions>(ctx, 'questions', token, {
    method: 'GET',
    path: `/api/attempts/${session._id}/questions`,
    check: (q) => (q.questions.length === QUESTION_COUNT ? undefined : `${q.questions.length} questions`),
  });
  if (!sheet) return NOTHING_ACKED;
  // Only the ids live on: 10,000 students' whole papers kept until their submission were most of this process's
  // heap, and its collector's work.
  const questionIds = sheet.questions.map((q) => q._id);
  const saved = await saves(ctx, index, token, saveAt, { attemptId: session._id, questionIds });
  await until(ctx, submitAt);
  const answered = (r: AttemptResult) =>
    r.status === 'submitted' && r.correctCount + r.incorrectCount === QUESTION_COUNT
      ? undefined
      : `status ${r.status}, ${r.correctCount + r.incorrectCount} answered`;
  const submitted = await request<AttemptResult>(ctx, 'submit', token, {
    method: 'POST',
    path: `/api/attempts/${session._id}/submit`,
    body: { answers: answersOf(index, questionIds) },
    check: answered,
  });
  if (submitted && ctx.script === 'exam-and-result') {
    await request<AttemptResult>(ctx, 'result', token, {
      method: 'GET',
      path: `/api/attempts/${session._id}`,
      check: (r) =>
        answered(r) ?? (r.score === submitted.score ? undefined : `score ${r.score} not ${submitted.score}`),
    });
  }
  return submitted ? { ...saved, answers: QUESTION_COUNT } : saved;
}

type Sheet = { attemptId: string; questionIds: string[] };

/** What the server acknowledged of a student: answers from position 0 on, and the seq of the last save (0: none). */
export type Acked = { answers: number; seq: number };
const NOTHING_ACKED: Acked = { answers: 0, seq: 0 };

const answersOf = (student: number, questionIds: string[]) =>
  questionIds.map((id, position) => ({
    question: id,
    selectedOption: chosenOption(student, position),
    timeSpent: timeSpent(student, position),
  }));

/** A floor server stores whatever it is sent: ids of the same shape as the app's. */
const madeUpSheet = (student: number): Sheet => {
  const id = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;
  return {
    attemptId: id(student),
    questionIds: Array.from({ length: QUESTION_COUNT }, (_, position) => id(1e9 + position)),
  };
};

/**
 * The 5 autosaves at their times, each with about 10 more answers. Returns what the last acknowledged save holds:
 * its answers (each save sends every answer so far) and its seq; a save that failed promises nothing.
 */
async function saves(ctx: Context, student: number, token: string, saveAt: number[], sheet: Sheet): Promise<Acked> {
  const answers = answersOf(student, sheet.questionIds);
  let acked: Acked = NOTHING_ACKED;
  for (let seq = 1; seq <= SAVES; seq++) {
    await until(ctx, saveAt[seq - 1] ?? 0);
    const sent = Math.round((seq * QUESTION_COUNT) / SAVES);
    const saved = await request<SaveAnswersResult>(ctx, 'save', token, {
      method: 'PUT',
      path: `/api/attempts/${sheet.attemptId}/answers`,
      body: { answers: answers.slice(0, sent), seq },
      check: (r) => (r.saved ? undefined : `saved=false, stored seq ${r.seq}`),
    });
    if (saved) acked = { answers: sent, seq };
  }
  return acked;
}

/**
 * Runs every student to the end (or until `signal` aborts); prints progress every 10 s.
 * Returns the statistics and per student how many answers it sent last.
 */
export async function runLoad(options: {
  baseUrl: string;
  testId: string;
  tokens: string[];
  phases: Phases;
  signal: AbortSignal;
  script?: Script;
}) {
  const script = options.script ?? 'exam';
  const save = new EndpointStats('PUT /api/attempts/:id/answers');
  const stats: Stats =
    script === 'saves-only'
      ? { save }
      : {
          start: new EndpointStats('POST /api/attempts'),
          questions: new EndpointStats('GET /api/attempts/:id/questions'),
          save,
          submit: new EndpointStats('POST /api/attempts/:id/submit'),
          ...(script === 'exam-and-result' ? { result: new EndpointStats('GET /api/attempts/:id') } : {}),
        };
  const ctx: Context = { ...options, script, stats, t0: performance.now() };
  const progress = setInterval(() => {
    const seconds = Math.round((performance.now() - ctx.t0) / 1000);
    const counts = Object.entries(stats).map(([name, s]) => `${name} ${s.latencies.length}`);
    const errors = Object.values(stats).reduce((n, s) => n + s.errors, 0);
    console.log(`  [${String(seconds).padStart(4)} s] ${counts.join('  ')}  errors ${errors}`);
  }, 10_000);
  try {
    const acked = await Promise.all(
      options.tokens.map((token, index) =>
        student(ctx, index, token).catch((error: unknown) => {
          if (ctx.signal.aborted) return NOTHING_ACKED;
          throw error;
        }),
      ),
    );
    return { stats, acked, seconds: (performance.now() - ctx.t0) / 1000 };
  } finally {
    clearInterval(progress);
  }
}
