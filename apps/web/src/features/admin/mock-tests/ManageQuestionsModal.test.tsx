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
  type: 'single',
  correctOption: 0,
  correctOptions: [0],
  answer: null,
  hi: null,
  image: null,
  optionImages: [],
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
  sections: [
    {
      name: 'Reasoning',
      minutes: null,
      attemptAny: null,
      marking: { correct: 1, wrong: 0, unanswered: 0, partial: false },
      questions: [1, 2, 3].map((n) => ({ question: id(n), marking: null })),
    },
  ],
});
const page = (ns: number[]) => ({ entries: ns.map(question), nextCursor: null, total: ns.length });

/** The test as the list shows it: no question ids. */
const listed = (targetExams: AdminTest['targetExams']): Test => {
  const { questions: _ids, sections: _sections, ...entry } = test(targetExams);
  return entry;
};

const render = (targetExams: AdminTest['targetExams'], failing: string[] = [], stored = test(targetExams)) => {
  const onSave = vi.fn();
  const calls = stubAdminApi(
    {
      // The test with its question ids, its own questions, then the bank's first page for the picker.
      [`GET /admin/tests/${id(9)}`]: stored,
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

const open = async (targetExams: AdminTest['targetExams'], stored = test(targetExams)) => {
  const { onSave, calls } = render(targetExams, [], stored);
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
    // The server's reason heads the failure (the stub answers 404 "Not found").
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeDefined();
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
    expect(onSave.mock.calls[0]?.[0]).toMatchObject({ title: 'Reasoning Drill', questions: [id(2), id(1), id(4)] });
    expect(onSave.mock.calls[0]?.[0].sections).toBeUndefined();
  });

  it('keeps the sections of a sectioned test: each question in its own, a new one in the last', async () => {
    const exams = [{ _id: id(8), name: 'SSC CGL' }];
    const jee = { correct: 4, wrong: -1, unanswered: 0, partial: false };
    const own = { correct: 2, wrong: 0, unanswered: 0, partial: false };
    const sectioned: AdminTest = {
      ...test(exams),
      duration: 30,
      sections: [
        { name: 'Verbal', minutes: 10, attemptAny: null, marking: jee, questions: [{ question: id(1), marking: own }] },
        {
          name: 'Non-verbal',
          minutes: 20,
          attemptAny: 1,
          marking: jee,
          questions: [
            { question: id(2), marking: null },
            { question: id(3), marking: null },
          ],
        },
      ],
    };
    const { onSave, rows } = await open(exams, sectioned);
    const last = rows()[2] as HTMLElement;
    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowUp' });
    fireEvent.click(screen.getByLabelText('Question text 4', { exact: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Questions' }));

    expect(onSave.mock.calls[0]?.[0]).toMatchObject({
      duration: 30,
      questions: [id(1), id(3), id(2), id(4)],
      sections: [
        { name: 'Verbal', minutes: 10, attemptAny: null, marking: jee, questions: [{ question: id(1), marking: own }] },
        {
          name: 'Non-verbal',
          minutes: 20,
          attemptAny: 1,
          marking: jee,
          questions: [
            { question: id(3), marking: null },
            { question: id(2), marking: null },
            { question: id(4), marking: null },
          ],
        },
      ],
    });
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
