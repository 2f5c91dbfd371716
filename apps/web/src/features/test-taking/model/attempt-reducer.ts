import { type Answer, sameAnswer } from './answer';
import type { LocalAttempt } from './local-attempt';

export type AttemptAction =
  /** Answer a question (see Answer), or clear its answer with null. */
  | { type: 'answer'; question: string; answer: Answer | null }
  /** Mark the question for review, or take the mark off. */
  | { type: 'mark'; question: string; marked: boolean }
  | { type: 'goTo'; index: number; question: string }
  | { type: 'tick'; question: string; seconds: number }
  /** This seq is taken (by a save that left, or one the server already holds): the next save goes above it. */
  | { type: 'seqUsed'; seq: number }
  /** The server stored the save that carried the selections as of `rev`. */
  | { type: 'saveConfirmed'; rev: number };

/** Pure transitions of the attempt; an action that changes nothing returns the same object. */
export function attemptReducer(state: LocalAttempt, action: AttemptAction): LocalAttempt {
  switch (action.type) {
    case 'answer': {
      // Nothing ticked is no answer.
      const answer = Array.isArray(action.answer) && action.answer.length === 0 ? null : action.answer;
      const previous = state.selections[action.question];
      if (sameAnswer(previous, answer) || (previous === undefined && answer === null)) return state;
      return {
        ...state,
        selections: { ...state.selections, [action.question]: answer },
        unsynced: true,
        rev: state.rev + 1,
      };
    }
    case 'mark': {
      if (state.marked.includes(action.question) === action.marked) return state;
      const others = state.marked.filter((id) => id !== action.question);
      return { ...state, marked: action.marked ? [...others, action.question] : others };
    }
    case 'goTo':
      if (state.current === action.index && state.visited.includes(action.question)) return state;
      return {
        ...state,
        current: action.index,
        visited: state.visited.includes(action.question) ? state.visited : [...state.visited, action.question],
      };
    case 'tick':
      return {
        ...state,
        timeSpent: {
          ...state.timeSpent,
          [action.question]: (state.timeSpent[action.question] ?? 0) + action.seconds,
        },
      };
    case 'seqUsed':
      return action.seq >= state.nextSeq ? { ...state, nextSeq: action.seq + 1 } : state;
    case 'saveConfirmed':
      return action.rev === state.rev && state.unsynced ? { ...state, unsynced: false } : state;
  }
}
