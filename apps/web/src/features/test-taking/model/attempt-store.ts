import { type AttemptAction, attemptReducer } from './attempt-reducer';
import { clearLocalAttempt, type LocalAttempt, localAttemptKey, writeLocalAttempt } from './local-attempt';

/**
 * The attempt's state for one screen: every change goes through the reducer and is written to
 * localStorage before anyone is told about it, so what the student sees is what a reload restores.
 */
export class AttemptStore {
  private state: LocalAttempt;
  private readonly listeners = new Set<() => void>();
  private closed = false;

  constructor(
    initial: LocalAttempt,
    private readonly storage: Storage = localStorage,
  ) {
    this.state = initial;
    writeLocalAttempt(initial, storage);
  }

  getState = () => this.state;

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  };

  dispatch = (action: AttemptAction) => {
    const next = attemptReducer(this.state, action);
    if (next === this.state) return;
    this.state = next;
    if (!this.closed) writeLocalAttempt(next, this.storage);
    for (const listener of this.listeners) listener();
  };

  /**
   * Another tab of the same attempt wrote its copy (a `storage` event): never reuse a seq it may have sent,
   * or the server would take that tab's save for a repeat of ours.
   */
  noteOtherTab(key: string | null, value: string | null) {
    if (key !== localAttemptKey(this.state.attemptId) || !value) return;
    try {
      const other = JSON.parse(value) as Partial<LocalAttempt>;
      if (typeof other.nextSeq === 'number') this.dispatch({ type: 'seqUsed', seq: other.nextSeq - 1 });
    } catch {
      // Not a copy this version can read.
    }
  }

  /** The attempt is over on the server: forget the local copy and stop writing it. */
  close() {
    this.closed = true;
    clearLocalAttempt(this.state.attemptId, this.storage);
  }
}
