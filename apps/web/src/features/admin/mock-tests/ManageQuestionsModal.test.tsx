import type { AdminQuestion, AdminTest, Test } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi } from '../fixtures';
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
const page = (ns: number[]) => ({ entries: ns.map(question), nextCursor: null, total: ns.length });

/** The test as the list shows it: no question ids. */
const listed = (targetExams: AdminTest['targetExams']): Test => {
  const { questions: _ids, ...entry } = test(targetExams);
  return entry;
};

const render = (targetExams: AdminTest['targetExams'], failing: string[] = []) => {
  const onSave = vi.fn();
  const calls = stubAdminApi(
    {
      // The test with its question ids, its own questions, then the bank's first page for the picker.
      [`GET /admin/tests/${id(9)}`]: test(targetExams),
      [`GET /admin/questions?limit=100&testId=${id(9)}`]: page([1, 2, 3]),
      'GET /admin/questions?limit=50': page([4, 3, 2, 1]),
      'GET /admin/questions/subjects': ['Reasoning'],
    },
    failing,
  );
  renderRoute(<ManageQuestionsModal test={listed(targetExams)} pending={false} onSave={onSave} onClose={vi.fn()} />, {
    user: adminUser,
  });
  return { onSave, calls };
};

const open = async (targetExams: AdminTest['targetExams']) => {
  const { onSave, calls } = render(targetExams);
  await screen.findByLabelText('Question text 4', { exact: false });
  const rows = () => within(screen.getByRole('list', { name: 'Questions in order' })).getAllByRole('listitem');
  return { onSave, rows, calls };
};

describe('ManageQuestionsModal', () => {
  it('shows a loading state until the test and its question ids arrive', async () => {
    render([{ _id: id(8), name: 'SSC CGL' }]);
    const dialog = screen.getByRole('dialog', { name: 'Questions: Reasoning Drill' });
    expect(within(dialog).getByRole('status').textContent).toContain('Loading the test…');
    expect(screen.queryByRole('button', { name: 'Save Questions' })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Questions in order' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.getAttribute('data-id'))).toEqual([id(1), id(2), id(3)]);
    expect(within(dialog).queryByText('Loading the test…')).toBeNull();
  });

  it('says when the test could not be loaded and loads it again on Try again', async () => {
    const failing = [`GET /admin/tests/${id(9)}`];
    const { calls } = render([{ _id: id(8), name: 'SSC CGL' }], failing);
    expect(await screen.findByText('Could not load this test')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save Questions' })).toBeNull();
    failing.length = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Save Questions' })).toBeDefined();
    expect(calls.filter((call) => call.path === `/admin/tests/${id(9)}`)).toHaveLength(2);
  });

  it('moves a focused question with the arrow keys, removes one, adds from the bank and saves the order', async () => {
    const { onSave, rows } = await open([{ _id: id(8), name: 'SSC CGL' }]);
    expect(await within(rows()[2] as HTMLElement).findByText('Question text 3')).toBeTruthy();
    const first = rows()[0] as HTMLElement;
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement?.getAttribute('data-id')).toBe(id(1));
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 3' }));
    fireEvent.click(screen.getByLabelText('Question text 4', { exact: false }));
    expect(within(rows()[2] as HTMLElement).getByText('Question text 4')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Save Questions' }));
    expect(onSave).toHaveBeenCalledWith([id(2), id(1), id(4)]);
  });

  it('searches the bank on the server once typing pauses', async () => {
    const { calls } = await open([{ _id: id(8), name: 'SSC CGL' }]);
    fireEvent.change(screen.getByLabelText('Search the question bank'), { target: { value: 'syllogism 50%' } });
    fireEvent.change(screen.getByLabelText('Search the question bank'), { target: { value: 'syllogism 5%' } });
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path)).toContain('/admin/questions?limit=50&search=syllogism+5%25'),
    );
    expect(calls.map((call) => call.path)).not.toContain('/admin/questions?limit=50&search=syllogism+50%25');
  });

  it('says why a test without a target exam cannot be saved, instead of failing on Save', async () => {
    const { onSave } = await open([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove question 1' }));
    expect(screen.getByRole('alert').textContent).toContain('At least one target exam is required');
    const save = screen.getByRole('button', { name: 'Save Questions' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(onSave).not.toHaveBeenCalled();
  });
});
