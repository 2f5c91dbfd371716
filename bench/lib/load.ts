import { setMaxListeners } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AttemptQuestions, AttemptResult, AttemptSession, SaveAnswersResult } from '@mockprep/contract';
import { OPTION_COUNT, QUESTION_COUNT } from './seed';
import { EndpointStats } from './stats';

/** Phase lengths in seconds: everyone starts in the first, autosaves in the second, submits in the third. */
export type Phases = { startWindow: number; saveWindow: number; submitWindow: number };
export type Endpoint = 'start' | 'questions' | 'save' | 'submit';
export type Stats = Record<Endpoint, EndpointStats>;

export const SAVES = 5;
const REQUEST_TIMEOUT_MS = 30_000;

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

type Context = { baseUrl: string; testId: string; phases: Phases; stats: Stats; t0: number; signal: AbortSignal };

/** One timed request. Non-2xx, network errors and responses failing `check` count as errors (and return undefined). */
async function request<T>(
  ctx: Context,
  endpoint: Endpoint,
  token: string,
  call: { method: string; path: string; body?: unknown; check?: (data: T) => string | undefined },
): Promise<T | undefined> {
  const stats = ctx.stats[endpoint];
  const body = call.body === undefined ? undefined : JSON.stringify(call.body);
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const sentAt = performance.now();
  let status: number;
  let text: string;
  try {
    const response = await fetch(ctx.baseUrl + call.path, {
      method: call.method,
      headers,
      body,
      signal: AbortSignal.any([ctx.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (ctx.signal.aborted) throw error;
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    stats.record(sentAt, performance.now() - sentAt, `network: ${(error as Error).message} ${cause?.code ?? ''}`);
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
 * One student's mock: start and load the questions at a random moment of the start window, autosave
 * 5 times (about 10 more answers each) in the save window, submit all 50 answers in the submit window.
 * Requests of one student are sequential, like one browser tab. Returns how many answers it sent last.
 */
async function student(ctx: Context, index: number, token: string): Promise<number> {
  const { startWindow, saveWindow, submitWindow } = ctx.phases;
  const rand = random(index + 1);
  const at = (seconds: number) =>
    sleep(Math.max(0, ctx.t0 + seconds * 1000 - performance.now()), undefined, { signal: ctx.signal });
  const startAt = rand() * startWindow;
  const saveAt = Array.from({ length: SAVES }, () => startWindow + rand() * saveWindow).sort((a, b) => a - b);
  const submitAt = startWindow + saveWindow + rand() * submitWindow;

  await at(startAt);
  const session = await request<AttemptSession>(ctx, 'start', token, {
    method: 'POST',
    path: '/api/attempts',
    body: { test: ctx.testId },
    check: (s) => (s.resumed ? 'resumed an attempt instead of starting one' : undefined),
  });
  if (!session) return 0;
  const base = `/api/attempts/${session._id}`;
  const sheet = await request<AttemptQuestions>(ctx, 'questions', token, {
    method: 'GET',
    path: `${base}/questions`,
    check: (q) => (q.questions.length === QUESTION_COUNT ? undefined : `${q.questions.length} questions`),
  });
  if (!sheet) return 0;
  const answers = sheet.questions.map((q, position) => ({
    question: q._id,
    selectedOption: chosenOption(index, position),
    timeSpent: timeSpent(index, position),
  }));

  let sent = 0;
  for (let seq = 1; seq <= SAVES; seq++) {
    await at(saveAt[seq - 1] ?? 0);
    sent = Math.round((seq * QUESTION_COUNT) / SAVES);
    await request<SaveAnswersResult>(ctx, 'save', token, {
      method: 'PUT',
      path: `${base}/answers`,
      body: { answers: answers.slice(0, sent), seq },
      check: (r) => (r.saved ? undefined : `saved=false, stored seq ${r.seq}`),
    });
  }
  await at(submitAt);
  sent = QUESTION_COUNT;
  await request<AttemptResult>(ctx, 'submit', token, {
    method: 'POST',
    path: `${base}/submit`,
    body: { answers },
    check: (r) =>
      r.status === 'submitted' && r.correctCount + r.incorrectCount === QUESTION_COUNT
        ? undefined
        : `status ${r.status}, ${r.correctCount + r.incorrectCount} answered`,
  });
  return sent;
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
}) {
  const stats: Stats = {
    start: new EndpointStats('POST /api/attempts'),
    questions: new EndpointStats('GET /api/attempts/:id/questions'),
    save: new EndpointStats('PUT /api/attempts/:id/answers'),
    submit: new EndpointStats('POST /api/attempts/:id/submit'),
  };
  setMaxListeners(0, options.signal); // every waiting student and request listens to it
  const ctx: Context = { ...options, stats, t0: performance.now() };
  const progress = setInterval(() => {
    const seconds = Math.round((performance.now() - ctx.t0) / 1000);
    const counts = Object.entries(stats).map(([name, s]) => `${name} ${s.latencies.length}`);
    const errors = Object.values(stats).reduce((n, s) => n + s.errors, 0);
    console.log(`  [${String(seconds).padStart(4)} s] ${counts.join('  ')}  errors ${errors}`);
  }, 10_000);
  try {
    const sent = await Promise.all(
      options.tokens.map((token, index) =>
        student(ctx, index, token).catch((error: unknown) => {
          if (ctx.signal.aborted) return 0;
          throw error;
        }),
      ),
    );
    return { stats, sent, seconds: (performance.now() - ctx.t0) / 1000 };
  } finally {
    clearInterval(progress);
  }
}
