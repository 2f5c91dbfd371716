import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { LocalAttempt } from '../model/local-attempt';
import { Navigator } from './Navigator';

const items = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'].map((id, position) => ({ id, position }));

const state: LocalAttempt = {
  attemptId: 'a1',
  expiresAt: '2026-01-01T10:30:00.000Z',
  // q2 cleared again: not answered.
  selections: { q1: 0, q2: null, q3: 2 },
  marked: ['q3', 'q4'],
  visited: ['q1', 'q2', 'q3', 'q4', 'q5'],
  current: 4,
  timeSpent: {},
  nextSeq: 0,
  unsynced: false,
  rev: 0,
};

describe('Navigator', () => {
  it('names every question by its state and counts answered, marked, unanswered and never visited', () => {
    render(<Navigator items={items} state={state} onJump={vi.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Question navigator' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Question 1: answered',
      'Question 2: not answered',
      'Question 3: answered and marked for review',
      'Question 4: marked for review',
      'Question 5: current, not answered',
      'Question 6: not visited',
      'Question 7: not visited',
    ]);
    expect(
      within(nav)
        .getByRole('button', { name: /^Question 5/ })
        .getAttribute('aria-current'),
    ).toBe('step');
    const counts = Object.fromEntries(
      within(nav)
        .getAllByRole('term')
        .map((term) => [term.textContent, Number(term.nextElementSibling?.textContent)]),
    );
    expect(counts).toEqual({ Answered: 2, Marked: 2, Unanswered: 5, Remaining: 2 });
  });

  it('uses the NTA colours: grey not visited, red not answered, green answered, purple marked; the current one ringed', () => {
    render(<Navigator items={items} state={state} onJump={vi.fn()} />);
    const look = (n: number) => screen.getByRole('button', { name: new RegExp(`^Question ${n}:`) }).className;
    expect(look(6)).toContain('bg-slate-100');
    expect(look(2)).toContain('bg-rose-600');
    expect(look(1)).toContain('bg-emerald-700');
    expect(look(4)).toContain('bg-violet-700');
    expect(look(3)).toContain('bg-violet-700');
    // The current question keeps its state's colour and gets a ring: on the NTA screen a fill is a state.
    expect(look(5)).toContain('bg-rose-600');
    expect(look(5)).toContain('ring-2');
    expect(look(2)).not.toContain('ring-2');
  });

  it('explains the colours with the NTA legend, word for word', () => {
    render(<Navigator items={items} state={state} onJump={vi.fn()} />);
    const legend = screen.getByRole('list', { name: 'Colour legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Not Visited',
      'Not Answered',
      'Answered',
      'Marked for Review',
      'Answered & Marked for Review (will be considered for evaluation)',
    ]);
  });

  it('jumps to the question pressed', () => {
    const onJump = vi.fn();
    render(<Navigator items={items} state={state} onJump={onJump} />);
    fireEvent.click(screen.getByRole('button', { name: /^Question 7:/ }));
    expect(onJump).toHaveBeenCalledWith(6);
  });
});
