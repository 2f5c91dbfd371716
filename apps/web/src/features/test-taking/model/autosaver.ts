import { type AnswerInput, MSG, type SaveAnswersBody, type SaveAnswersResult } from '@mockprep/contract';
import { ApiError } from '../../../lib/api';
import type { AttemptStore } from './attempt-store';
import type { LocalAttempt } from './local-attempt';

export type SaveStatus = 'saved' | 'saving' | 'offline';

/** A save goes this long after the last change... */
export const SAVE_DEBOUNCE_MS = 1000;
/** ...but no later than this after the first unsaved change, even while the student keeps answering. */
export const SAVE_MAX_WAIT_MS = 4000;
const RETRY_BASE_MS = 2000;
const RETRY_MAX_MS = 30_000;

/** 2 s, 4 s, 8 s ... at most 30 s between attempts while saves fail. */
export const retryDelay = (failures: number) => Math.min(RETRY_MAX_MS, RETRY_BASE_MS * 2 ** Math.max(0, failures - 1));

type Deps = {
  store: AttemptStore;
  /** The answer set to send for this state (see answersPayload). */
  payload: (state: LocalAttempt) => AnswerInput[];
  save: (body: SaveAnswersBody) => Promise<SaveAnswersResult>;
  isOnline: () => boolean;
  /** The server refused a save because the attempt is over (409): it was finalised with the saved answers. */
  onTimeUp: () => void;
};

/** A section that closed (or has not opened) by the server's clock refuses answers too: that is no end of the test. */
const SECTION_REFUSALS: (string | undefined)[] = [MSG.sectionClosed, MSG.sectionNotOpen];
const isTimeUp = (error: unknown) =>
  error instanceof ApiError && error.status === 409 && !SECTION_REFUSALS.includes(error.serverMessage);
const isNetworkFailure = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * Keeps the server's copy of the answers up to date: one request at a time, the full answer set with a
 * seq that grows with every save, debounced while the student answers, retried with backoff while the
 * network fails, and sent at once when the connection comes back.
 */
export class Autosaver {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private firstChangeAt: number | null = null;
  private inFlight = false;
  private failures = 0;
  private networkDown = false;
  private running = false;
  private lastRev: number;
  private status: SaveStatus = 'saved';
  private readonly listeners = new Set<() => void>();
  private unsubscribeStore: (() => void) | undefined;

  constructor(private readonly deps: Deps) {
    this.lastRev = deps.store.getState().rev;
  }

  getStatus = () => this.status;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  start() {
    if (this.running) return;
    this.running = true;
    this.lastRev = this.deps.store.getState().rev;
    this.unsubscribeStore = this.deps.store.subscribe(this.onStoreChange);
    if (this.deps.store.getState().unsynced) this.schedule(0);
    this.refreshStatus();
  }

  stop() {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.unsubscribeStore?.();
    this.unsubscribeStore = undefined;
  }

  /** The student leaves the screen: what is pending goes out once more (its answer still updates the store). */
  leave() {
    if (this.running && !this.inFlight && this.deps.store.getState().unsynced) void this.send();
    this.stop();
  }

  /** The connection is back (or the page is being hidden): send what is pending now, backoff forgotten. */
  saveNow() {
    if (!this.running) return;
    this.failures = 0;
    this.networkDown = false;
    if (this.deps.store.getState().unsynced) this.schedule(0);
    this.refreshStatus();
  }

  /** navigator.onLine changed. */
  connectionChanged() {
    if (this.deps.isOnline()) this.saveNow();
    else this.refreshStatus();
  }

  private onStoreChange = () => {
    const { rev } = this.deps.store.getState();
    if (rev === this.lastRev) return;
    this.lastRev = rev;
    const now = Date.now();
    this.firstChangeAt ??= now;
    // While saves fail, the backoff decides; a change must not turn into a burst of requests.
    if (this.failures === 0) this.schedule(Math.min(SAVE_DEBOUNCE_MS, this.firstChangeAt + SAVE_MAX_WAIT_MS - now));
    this.refreshStatus();
  };

  private schedule(delay: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(
      () => {
        this.timer = undefined;
        void this.send();
      },
      Math.max(0, delay),
    );
  }

  private async send() {
    const { store } = this.deps;
    const state = store.getState();
    if (!this.running || this.inFlight || !state.unsynced) return;
    if (!this.deps.isOnline()) {
      this.fail(true);
      return;
    }
    this.inFlight = true;
    this.firstChangeAt = null;
    this.refreshStatus();
    const seq = state.nextSeq;
    store.dispatch({ type: 'seqUsed', seq });
    try {
      const result = await this.deps.save({ answers: this.deps.payload(state), seq });
      this.failures = 0;
      this.networkDown = false;
      // saved:false means the server holds a newer seq (another tab): send ours again above it.
      store.dispatch(result.saved ? { type: 'saveConfirmed', rev: state.rev } : { type: 'seqUsed', seq: result.seq });
    } catch (error) {
      this.inFlight = false;
      // Stopped meanwhile (the test is being submitted): the submission decides what happens next.
      if (!this.running) return;
      if (isTimeUp(error)) {
        this.stop();
        this.deps.onTimeUp();
        return;
      }
      this.fail(isNetworkFailure(error));
      return;
    }
    this.inFlight = false;
    // Changes made while the request was out (or a seq conflict) still need a save.
    if (this.running && store.getState().unsynced && this.timer === undefined) this.schedule(0);
    this.refreshStatus();
  }

  private fail(network: boolean) {
    this.failures += 1;
    this.networkDown = this.networkDown || network;
    if (this.running) this.schedule(retryDelay(this.failures));
    this.refreshStatus();
  }

  private refreshStatus() {
    const next: SaveStatus =
      this.networkDown || !this.deps.isOnline()
        ? 'offline'
        : this.inFlight || this.deps.store.getState().unsynced
          ? 'saving'
          : 'saved';
    if (next === this.status) return;
    this.status = next;
    for (const listener of this.listeners) listener();
  }
}
