import type { TargetExam } from '@mockprep/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SequenceManagerModal } from './SequenceManagerModal';

const exam = (id: string, name: string, sequence: number): TargetExam => ({
  _id: id,
  name,
  description: null,
  sequence,
  isActive: true,
});
const exams = [exam('e1', 'JEE Main', 1), exam('e2', 'NEET UG', 2), exam('e3', 'CUET UG', 3)];

function open() {
  const onSave = vi.fn();
  render(<SequenceManagerModal exams={exams} pending={false} onSave={onSave} onClose={vi.fn()} />);
  const rows = () => within(screen.getByRole('grid', { name: 'Target exams in order' })).getAllByRole('row');
  return { onSave, rows };
}

describe('SequenceManagerModal', () => {
  it('renumbers 1..n as exams move, shows their old number, and saves only on Save Sequence', () => {
    const { onSave, rows } = open();
    const save = screen.getByRole('button', { name: 'Save Sequence' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Move CUET UG up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move CUET UG up' }));

    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual([
      'CUET UG, position 1',
      'JEE Main, position 2',
      'NEET UG, position 3',
    ]);
    expect(rows()[0]?.textContent).toContain('was 3');
    expect(onSave).not.toHaveBeenCalled();

    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledWith([
      { id: 'e3', sequence: 1 },
      { id: 'e1', sequence: 2 },
      { id: 'e2', sequence: 3 },
    ]);
  });

  it('moves with the Move buttons and keeps the focus on the moved exam', () => {
    const { onSave, rows } = open();
    const down = screen.getByRole('button', { name: 'Move JEE Main down' });
    act(() => down.focus());
    fireEvent.click(down);
    expect(rows().map((row) => row.getAttribute('aria-label'))).toEqual([
      'NEET UG, position 1',
      'JEE Main, position 2',
      'CUET UG, position 3',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Move JEE Main down' }));
    expect(screen.getByText('JEE Main moved to position 2 of 3')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Save Sequence' }));
    expect(onSave.mock.calls[0]?.[0]).toEqual([
      { id: 'e2', sequence: 1 },
      { id: 'e1', sequence: 2 },
      { id: 'e3', sequence: 3 },
    ]);
  });
});
