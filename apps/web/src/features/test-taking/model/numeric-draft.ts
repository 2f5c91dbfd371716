/** The keys of the numerical answer's keypad. */
export type KeypadKey = '0' | '1' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | '.' | '-' | 'backspace';

/** Long enough for any answer an exam asks for, short enough to stay inside the server's ±1e9. */
export const MAX_DRAFT_LENGTH = 10;

const DRAFT = /^-?\d*\.?\d*$/;

/** Whether `text` is a number being typed: an optional minus, digits, at most one point. */
export const isDraft = (text: string) => text.length <= MAX_DRAFT_LENGTH && DRAFT.test(text);

/** The number a draft stands for; null while it has no digit ("", "-", "."). */
export function draftValue(draft: string): number | null {
  if (!/\d/.test(draft)) return null;
  const value = Number(draft.endsWith('.') ? draft.slice(0, -1) : draft);
  return Number.isFinite(value) ? value : null;
}

export const draftOf = (value: number | null) => (value === null ? '' : String(value));

/** The draft after a key of the keypad: the minus key turns the sign, a second point is ignored. */
export function pressKey(draft: string, key: KeypadKey): string {
  if (key === 'backspace') return draft.slice(0, -1);
  if (key === '-') return draft.startsWith('-') ? draft.slice(1) : `-${draft}`.slice(0, MAX_DRAFT_LENGTH);
  const next = key === '.' && !/\d$/.test(draft) ? `${draft}0.` : `${draft}${key}`;
  return isDraft(next) ? next : draft;
}
