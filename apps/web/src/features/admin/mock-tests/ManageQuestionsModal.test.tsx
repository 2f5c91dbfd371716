import type { AdminQuestion, AdminTest } from '@mockprep/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ManageQuestionsModal } from './ManageQuestionsModal';

const id = (n: number) => `0190a5f2-0000-7000-8000-00000000000${n}`;
const question = (n: number): AdminQuestion => ({
  _id: id(n),
  questionText: `Question text ${n}`,
  options: ['a', 'b'],
  correctOption: 0,
  explanation: null,
  subject: 'Reasoning',
  level: 'easy',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const test = (targetExams: AdminTest['targetExams']): AdminTest => ({
  _id: id(9),
  title: 'Reasoning Drill',
  subject: 'Reasoning',
  examType: 'SSC',
  level: 'easy',
  type: 'Free',
  price: 0,
  duration: 20,
  questionCount: 3,
  targetExams,
  targetExam: null,
  isActive: true,
  hasAccess: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  questions: [id(1), id(2), id(3)],
});
const bank = [1, 2, 3, 4].map(question);

const open = (targetExams: AdminTest['targetExams']) => {
  const onSave = vi.fn();
  render(
    <ManageQuestionsModal test={test(targetExams)} bank={bank} pending={false} onSave={onSave} onClose={vi.fn()} />,
  );
  const rows = () => within(screen.getByRole('list', { name: 'Questions in order' })).getAllByRole('listitem');
  return { onSave, rows };
};

describe('ManageQuestionsModal', () => {
  it('moves a focused question with the arrow keys, removes one, adds from the bank and saves the order', () => {
    const { onSave, rows } = open([{ _id: id(8), name: 'SSC CGL' }]);
    const first = rows()[0] as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-id')).toBe(id(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 3' }));
    fireEvent.click(screen.getByLabelText('Question text 4', { exact: false }));

    fireEvent.click(screen.getByRole('button', { name: 'Save Questions' }));
    expect(onSave).toHaveBeenCalledWith([id(2), id(1), id(4)]);
  });

  it('says why a test without a target exam cannot be saved, instead of failing on Save', () => {
    const { onSave } = open([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByRole('alert').textContent).toContain('At least one target exam is required');
    const save = screen.getByRole('button', { name: 'Save Questions' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });
});
