import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BulkManagerModal } from './BulkManagerModal';

describe('BulkManagerModal', () => {
  it('checks the JSON 500 ms after the last keystroke', () => {
    vi.useFakeTimers();
    render(<BulkManagerModal tests={[]} pending={false} onAssign={vi.fn()} onClose={vi.fn()} />);
    fireEvent.change(screen.getByLabelText('Questions JSON'), {
      target: {
        value: JSON.stringify([
          { questionText: 'Q', options: ['a', 'b'], correctOption: 2, subject: 'GK', level: 'easy' },
        ]),
      },
    });
    expect(screen.getByText('Checking…')).toBeDefined();
    act(() => vi.advanceTimersByTime(499));
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('alert').textContent).toContain('Question 1: Correct option must be a valid index (0-1)');
  });
});
