import { type AdminQuestion, type AdminTest, type TargetExam, TEST_MSG } from '@mockprep/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi } from '../fixtures';
import { TestFormModal } from './TestFormModal';

const id = (n: number) => `0190a5f2-0000-7000-8000-0000000000a${n}`;
const exam: TargetExam = { _id: id(9), name: 'JEE Main', description: null, sequence: 1, isActive: true };
const question = (n: number): AdminQuestion => ({
  _id: id(n),
  questionText: `Question ${n}`,
  type: 'single',
  options: ['a', 'b'],
  correctOption: 0,
  correctOptions: [0],
  answer: null,
  hi: null,
  image: null,
  optionImages: [],
  explanation: null,
  subject: 'Physics',
  level: 'easy',
  createdAt: '2026-01-01T00:00:00.000Z',
});
const bank = [1, 2, 3].map(question);
const jeeMain = { correct: 4, wrong: -1, unanswered: 0, partial: false };

const stored: AdminTest = {
  _id: id(8),
  title: 'JEE Main Mock 1',
  subject: 'Physics',
  examType: 'JEE',
  level: 'hard',
  type: 'Free',
  price: 0,
  duration: 60,
  questionCount: 3,
  targetExams: [{ _id: exam._id, name: exam.name }],
  targetExam: exam._id,
  isActive: true,
  hasAccess: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  questions: [id(1), id(2), id(3)],
  sections: [
    {
      name: 'Physics',
      minutes: 20,
      attemptAny: null,
      marking: jeeMain,
      questions: [{ question: id(1), marking: { correct: 2, wrong: 0, unanswered: 0, partial: false } }],
    },
    {
      name: 'Chemistry',
      minutes: 40,
      attemptAny: 1,
      marking: { correct: 3, wrong: -0.5, unanswered: 0, partial: true },
      questions: [
        { question: id(3), marking: null },
        { question: id(2), marking: null },
      ],
    },
  ],
};

function render(test?: AdminTest) {
  const onSubmit = vi.fn();
  stubAdminApi({
    ...(test ? { [`GET /admin/tests/${test._id}`]: test } : {}),
    'GET /admin/questions?limit=50': { entries: bank, nextCursor: null, total: bank.length },
    'GET /admin/questions/subjects': ['Physics'],
  });
  renderRoute(<TestFormModal test={test} exams={[exam]} pending={false} onSubmit={onSubmit} onClose={vi.fn()} />, {
    user: adminUser,
  });
  return onSubmit;
}

/** Optional fields say so after their label: "Timer (minutes) (optional)". */
const type = (label: string, value: string, scope: HTMLElement = document.body) =>
  fireEvent.change(within(scope).getByLabelText(new RegExp(`^${label.replace(/[()]/g, '\\$&')}`)), {
    target: { value },
  });

/** A new test with its fields filled, up to its sections. */
function newTest() {
  const onSubmit = render();
  type('Title', 'JEE Main Mock 2');
  type('Subject', 'Physics');
  type('Exam type', 'JEE');
  fireEvent.click(screen.getByRole('combobox', { name: /Target exams/ }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'JEE Main' }));
  fireEvent.keyDown(screen.getByRole('combobox', { name: /Target exams/ }), { key: 'Escape' });
  return onSubmit;
}

const sectionCards = () =>
  within(screen.getByRole('list', { name: 'Sections in order' })).getAllByRole('listitem') as HTMLElement[];
const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

describe('SectionsEditor in the test form', () => {
  it('gives a test of one section the marking of every question', async () => {
    const onSubmit = newTest();
    type('Correct', '4');
    type('Wrong', '-1');
    fireEvent.click(await screen.findByLabelText('Question 2', { exact: false }));
    await submit('Create Test');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const body = onSubmit.mock.calls[0]?.[0].body;
    expect(body).toMatchObject({ questions: [id(2)], marking: jeeMain });
    expect(body.sections).toBeUndefined();
  });

  it('adds sections, each with its name, marking and questions, and sends them in order', async () => {
    const onSubmit = newTest();
    fireEvent.click(await screen.findByLabelText('Question 1', { exact: false }));
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const [first, second] = sectionCards() as [HTMLElement, HTMLElement];
    expect((within(first).getByLabelText('Section name') as HTMLInputElement).value).toBe('Physics');
    expect(document.activeElement).toBe(within(second).getByLabelText('Section name'));
    type('Section name', 'Chemistry', second);
    type('Wrong', '-0.25', second);
    fireEvent.click(within(second).getByRole('button', { name: 'Choose questions for Chemistry' }));
    // Question 1 moves from Physics to Chemistry: a question is in one section only.
    fireEvent.click(within(second).getByLabelText('Question 1', { exact: false }));
    fireEvent.click(within(second).getByLabelText('Question 3', { exact: false }));
    expect(within(first).getByText('0 questions')).toBeDefined();
    expect(within(second).getByText('2 questions')).toBeDefined();

    await submit('Create Test');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({
      questions: [id(1), id(3)],
      sections: [
        { name: 'Physics', minutes: null, marking: { correct: 1, wrong: 0 }, questions: [] },
        {
          name: 'Chemistry',
          minutes: null,
          marking: { correct: 1, wrong: -0.25 },
          questions: [
            { question: id(1), marking: null },
            { question: id(3), marking: null },
          ],
        },
      ],
    });
  });

  it('removes a section, its questions joining the section before it', async () => {
    const onSubmit = render(stored);
    await screen.findByRole('list', { name: 'Sections in order' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove section Chemistry' }));
    expect(screen.queryByRole('list', { name: 'Sections in order' })).toBeNull();
    expect(screen.getByText('3 selected')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Add section' }));

    await submit('Update Test');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    // Question 1 keeps its own 2 marks, so the lone section still goes as a section; its timer is gone.
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({
      questions: [id(1), id(3), id(2)],
      sections: [{ name: 'Physics', minutes: null, marking: jeeMain }],
    });
  });

  it('asks for timers on every section or none, and for a duration that is their sum', async () => {
    const onSubmit = newTest();
    fireEvent.click(screen.getByRole('button', { name: 'Add section' }));
    const [first, second] = sectionCards() as [HTMLElement, HTMLElement];
    type('Section name', 'Chemistry', second);
    type('Timer (minutes)', '20', first);
    await submit('Create Test');
    expect(screen.getByText(TEST_MSG.sectionMinutes)).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Timer (minutes)', '25', second);
    expect(screen.queryByText(TEST_MSG.sectionMinutes)).toBeNull();
    expect(screen.getByText('The section timers add up to 45 minutes.')).toBeDefined();
    type('Duration (minutes)', '60');
    await submit('Create Test');
    expect(screen.getByText(TEST_MSG.sectionMinutesTotal)).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Make the duration 45 minutes' }));
    expect((screen.getByLabelText('Duration (minutes)') as HTMLInputElement).value).toBe('45');
    await submit('Create Test');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({
      duration: 45,
      sections: [{ minutes: 20 }, { name: 'Chemistry', minutes: 25 }],
    });
  });

  it('says inline when "attempt any" is more than the section has', async () => {
    const onSubmit = render(stored);
    await screen.findByRole('list', { name: 'Sections in order' });
    type('Attempt any', '3', sectionCards()[1]);
    await submit('Update Test');
    expect(within(sectionCards()[1] as HTMLElement).getByRole('alert').textContent).toBe(TEST_MSG.attemptAny);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends the sections of a test back unchanged when only its title is edited', async () => {
    const onSubmit = render(stored);
    const title = await screen.findByLabelText('Title');
    fireEvent.change(title, { target: { value: 'JEE Main Mock 1 (2026)' } });
    await submit('Update Test');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const body = onSubmit.mock.calls[0]?.[0].body;
    expect(body.title).toBe('JEE Main Mock 1 (2026)');
    expect(body.questions).toEqual([id(1), id(3), id(2)]);
    expect(body.sections).toEqual(stored.sections);
  });
});
