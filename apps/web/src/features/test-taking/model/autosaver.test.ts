import type { SaveAnswersBody, SaveAnswersResult } from '@mockprep/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import { AttemptStore } from './attempt-store';
import { Autosaver, retryDelay, SAVE_DEBOUNCE_MS, SAVE_MAX_WAIT_MS } from './autosaver';
import { answersPayload, type LocalAttempt, readLocalAttempt } from './local-attempt';

const initial: LocalAttempt = {
  attemptId: 'a1',
  expiresAt: '2026-01-01T10:30:00.000Z',
  selections: {},
  marked: [],
  visited: ['q1'],
  current: 0,
  timeSpent: {},
  nextSeq: 5,
  unsynced: false,
  rev: 0,
};

const paper = ['q1', 'q2', 'q3'].map((id) => ({
  _id: id,
  type: 'single' as const,
  options: ['A', 'B', 'C'],
  section: 0,
}));

type Reply = { resolve: (result: SaveAnswersResult) => void; reject: (error: unknown) => void };

/** A save endpoint that answers only when the test says so. */
function fakeServer() {
  const bodies: SaveAnswersBody[] = [];
  const replies: Reply[] = [];
  const save = vi.fn(
    (body: SaveAnswersBody) =>
      new Promise<SaveAnswersResult>((resolve, reject) => {
        bodies.push(body);
        replies.push({ resolve, reject });
      }),
  );
  const ok = async (index = replies.length - 1, seq = bodies[index]?.seq ?? 0) => {
    replies[index]?.resolve({ saved: true, seq, serverNow: '2026-01-01T10:05:00.000Z' });
    await vi.advanceTimersByTimeAsync(0);
  };
  const fail = async (error: unknown, index = replies.length - 1) => {
    replies[index]?.reject(error);
    await vi.advanceTimersByTimeAsync(0);
  };
  return { save, bodies, replies, ok, fail };
}

function setup(state: Partial<LocalAttempt> = {}) {
  const store = new AttemptStore({ ...initial, ...state });
  const server = fakeServer();
  const online = { value: true };
  const onTimeUp = vi.fn();
  const autosaver = new Autosaver({
    store,
    payload: (state) => answersPayload(state, paper),
    save: server.save,
    isOnline: () => online.value,
    onTimeUp,
  });
  autosaver.start();
  const choose = (question: string, option: number | null) =>
    store.dispatch({ type: 'answer', question, answer: option });
  return { store, server, online, onTimeUp, autosaver, choose };
}

describe('Autosaver', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('saves the full answer set a second after the last change, with the next seq', async () => {
    const { server, store, autosaver, choose } = setup();
    choose('q1', 2);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS / 2);
    choose('q3', 0);
    expect(autosaver.getStatus()).toBe('saving');
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS - 1);
    expect(server.save).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(server.bodies).toEqual([
      {
        seq: 5,
        answers: [
          { question: 'q1', selectedOption: 2, timeSpent: 0 },
          { question: 'q3', selectedOption: 0, timeSpent: 0 },
        ],
      },
    ]);
    // The seq is spent (and stored) before the answer comes back.
    expect(readLocalAttempt('a1')?.nextSeq).toBe(6);
    await server.ok();
    expect(store.getState().unsynced).toBe(false);
    expect(autosaver.getStatus()).toBe('saved');
  });

  it('saves at least every few seconds while the student keeps answering', async () => {
    const { server, choose } = setup();
    for (let elapsed = 0; elapsed < SAVE_MAX_WAIT_MS; elapsed += 500) {
      choose('q1', (elapsed / 500) % 4);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(server.save).toHaveBeenCalledTimes(1);
  });

  it('sends one request at a time and follows up with the changes made meanwhile, each with a higher seq', async () => {
    const { server, store, choose } = setup();
    choose('q1', 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    choose('q2', 3);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS * 3);
    expect(server.save).toHaveBeenCalledTimes(1);
    await server.ok();
    expect(store.getState().unsynced).toBe(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(server.bodies.map((b) => b.seq)).toEqual([5, 6]);
    expect(server.bodies[1]?.answers).toContainEqual({ question: 'q2', selectedOption: 3, timeSpent: 0 });
    await server.ok();
    expect(store.getState()).toMatchObject({ unsynced: false, nextSeq: 7 });
  });

  it('sends again above the seq the server reports when another tab saved in between', async () => {
    const { server, store, choose } = setup();
    choose('q1', 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    server.replies[0]?.resolve({ saved: false, seq: 11, serverNow: '2026-01-01T10:05:00.000Z' });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.bodies.map((b) => b.seq)).toEqual([5, 12]);
    await server.ok();
    expect(store.getState().unsynced).toBe(false);
  });

  it('keeps the answers while offline, retries with backoff and replays them when the connection returns', async () => {
    const { server, store, online, autosaver, choose } = setup();
    choose('q1', 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await server.fail(new ApiError(0, undefined));
    expect(autosaver.getStatus()).toBe('offline');
    expect(readLocalAttempt('a1')).toMatchObject({ selections: { q1: 1 }, unsynced: true });

    await vi.advanceTimersByTimeAsync(retryDelay(1));
    expect(server.save).toHaveBeenCalledTimes(2);
    await server.fail(new ApiError(0, undefined));

    // The browser now knows it is offline: changes wait, no request is made.
    online.value = false;
    autosaver.connectionChanged();
    choose('q2', 0);
    await vi.advanceTimersByTimeAsync(retryDelay(2));
    expect(server.save).toHaveBeenCalledTimes(2);
    expect(autosaver.getStatus()).toBe('offline');

    online.value = true;
    autosaver.connectionChanged();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.save).toHaveBeenCalledTimes(3);
    expect(server.bodies[2]?.answers.map((a) => a.selectedOption)).toEqual([1, 0]);
    await server.ok();
    expect(store.getState().unsynced).toBe(false);
    expect(autosaver.getStatus()).toBe('saved');
  });

  it('backs off up to 30 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(retryDelay)).toEqual([2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('replays unsynced answers restored after a reload straight away', async () => {
    const { server } = setup({ selections: { q2: 1 }, unsynced: true, rev: 3 });
    await vi.advanceTimersByTimeAsync(0);
    expect(server.bodies[0]).toMatchObject({ seq: 5, answers: [{ question: 'q2', selectedOption: 1 }] });
  });

  it('stops and reports when the server says the time is up', async () => {
    const { server, onTimeUp, choose } = setup();
    choose('q1', 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await server.fail(new ApiError(409, 'Time is up for this test'));
    expect(onTimeUp).toHaveBeenCalledOnce();
    choose('q1', 2);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.save).toHaveBeenCalledTimes(1);
  });

  it('takes a closed section refusal for no end of the test, and tries again after the backoff', async () => {
    const { server, onTimeUp, choose } = setup();
    choose('q1', 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    await server.fail(new ApiError(409, 'This section is closed: its time is over'));
    expect(onTimeUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.save).toHaveBeenCalledTimes(2);
  });

  it('sends a pending change at once when the student leaves the screen, and records the answer', async () => {
    const { server, store, autosaver, choose } = setup();
    choose('q1', 1);
    autosaver.leave();
    expect(server.save).toHaveBeenCalledOnce();
    await server.ok();
    expect(store.getState().unsynced).toBe(false);
    choose('q2', 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.save).toHaveBeenCalledOnce();
  });

  it('sends nothing once stopped for the submission, and leaves a late refusal to it', async () => {
    const { server, onTimeUp, autosaver, choose } = setup();
    choose('q1', 1);
    await vi.advanceTimersByTimeAsync(SAVE_DEBOUNCE_MS);
    autosaver.stop();
    await server.fail(new ApiError(409, 'Time is up for this test'));
    choose('q2', 1);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onTimeUp).not.toHaveBeenCalled();
    expect(server.save).toHaveBeenCalledTimes(1);
  });
});
