import type { AdminQuestion, AdminTest, TargetExam } from '@mockprep/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, testUser } from '../../../test/render';
import { stubAdminApi } from '../fixtures';
import { TestFormModal } from './TestFormModal';

const exams: TargetExam[] = [
  { _id: '0190a5f2-0000-7000-8000-0000000000e1', name: 'SSC CGL', description: null, sequence: 1, isActive: true },
];
const bank: AdminQuestion[] = [
  {
    _id: '0190a5f2-0000-7000-8000-0000000000a1',
    questionText: 'What is the capital of Rajasthan?',
    options: ['Jaipur', 'Jodhpur', 'Udaipur', 'Ajmer'],
    type: 'single',
    correctOption: 0,
    correctOptions: [0],
    answer: null,
    hi: null,
    image: null,
    optionImages: [],
    explanation: null,
    subject: 'Geography',
    level: 'easy',
    createdAt: '2026-01-01T00:00:00.000Z',
  },
];

function open() {
  const onSubmit = vi.fn();
  stubAdminApi({
    'GET /admin/questions?limit=50': { entries: bank, nextCursor: null, total: bank.length },
    'GET /admin/questions/subjects': ['Geography'],
  });
  renderRoute(<TestFormModal exams={exams} pending={false} onSubmit={onSubmit} onClose={vi.fn()} />, {
    user: { ...testUser, role: 'admin' },
  });
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create Test' })));
  return { onSubmit, type, submit };
}

const stored: AdminTest = {
  _id: '0190a5f2-0000-7000-8000-0000000000f1',
  title: 'Rajasthan GK Mock',
  subject: 'Geography',
  examType: 'SSC',
  level: 'easy',
  type: 'Paid',
  price: 49,
  duration: 45,
  questionCount: 2,
  targetExams: [{ _id: exams[0]?._id as string, name: 'SSC CGL' }],
  targetExam: exams[0]?._id as string,
  isActive: true,
  hasAccess: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  questions: ['0190a5f2-0000-7000-8000-0000000000a2', '0190a5f2-0000-7000-8000-0000000000a1'],
  sections: [
    {
      name: 'Geography',
      minutes: null,
      attemptAny: null,
      marking: { correct: 1, wrong: 0, unanswered: 0, partial: false },
      questions: [
        { question: '0190a5f2-0000-7000-8000-0000000000a2', marking: null },
        { question: '0190a5f2-0000-7000-8000-0000000000a1', marking: null },
      ],
    },
  ],
};

describe('TestFormModal', () => {
  it('edits a test once it has loaded with its question ids, and saves them in their order', async () => {
    const onSubmit = vi.fn();
    const calls = stubAdminApi({
      [`GET /admin/tests/${stored._id}`]: stored,
      'GET /admin/questions?limit=50': { entries: bank, nextCursor: null, total: bank.length },
    });
    const { questions: _ids, sections: _sections, ...listed } = stored;
    renderRoute(<TestFormModal test={listed} exams={exams} pending={false} onSubmit={onSubmit} onClose={vi.fn()} />, {
      user: { ...testUser, role: 'admin' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Edit Test' });
    expect(within(dialog).getByRole('status').textContent).toContain('Loading the test…');
    expect(within(dialog).queryByLabelText('Title')).toBeNull();

    expect(((await within(dialog).findByLabelText('Title')) as HTMLInputElement).value).toBe('Rajasthan GK Mock');
    expect(within(dialog).getByText('2 selected')).toBeDefined();
    expect(calls.map((call) => call.path)).toContain(`/admin/tests/${stored._id}`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Update Test' })));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({
      title: 'Rajasthan GK Mock',
      price: 49,
      questions: stored.questions,
    });
  });

  it('says when the test to edit could not be loaded, with a way to try again', async () => {
    stubAdminApi({}, [`GET /admin/tests/${stored._id}`]);
    renderRoute(<TestFormModal test={stored} exams={exams} pending={false} onSubmit={vi.fn()} onClose={vi.fn()} />, {
      user: { ...testUser, role: 'admin' },
    });
    // The server's reason heads the failure (the stub answers 404 "Not found").
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Update Test' })).toBeNull();
  });

  it('reveals the price for Paid, asks for at least ₹1, and clears the error when the price changes', async () => {
    const { onSubmit, type, submit } = open();
    expect(screen.queryByLabelText('Price (₹)')).toBeNull();

    type('Title', 'SSC CGL Mock 1');
    type('Subject', 'General Awareness');
    type('Exam type', 'SSC');
    fireEvent.click(screen.getByLabelText('Paid'));
    expect(screen.getByLabelText('Price (₹)')).toBeDefined();

    await submit();
    expect(screen.getByText('Price must be at least ₹1 for paid tests')).toBeDefined();
    expect(screen.getByText('At least one target exam is required')).toBeDefined();
    await waitFor(() => expect(screen.getByText('Please fix the validation errors')).toBeDefined());
    expect(onSubmit).not.toHaveBeenCalled();

    type('Price (₹)', '49');
    expect(screen.queryByText('Price must be at least ₹1 for paid tests')).toBeNull();
    expect(screen.getByText('At least one target exam is required')).toBeDefined();

    fireEvent.click(screen.getByRole('combobox', { name: /Target exams/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'SSC CGL' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: /Target exams/ }), { key: 'Escape' });
    fireEvent.click(await screen.findByLabelText('What is the capital of Rajasthan?', { exact: false }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({
      title: 'SSC CGL Mock 1',
      type: 'Paid',
      price: 49,
      targetExams: [exams[0]?._id],
      questions: [bank[0]?._id],
    });
  });

  it('sets the price to 0 and hides it when Free is chosen again', async () => {
    const { onSubmit, type, submit } = open();
    type('Title', 'Free Reasoning Quiz');
    type('Subject', 'Reasoning');
    type('Exam type', 'Bank PO');
    fireEvent.click(screen.getByLabelText('Paid'));
    type('Price (₹)', '99');
    fireEvent.click(screen.getByLabelText('Free'));
    expect(screen.queryByLabelText('Price (₹)')).toBeNull();

    fireEvent.click(screen.getByRole('combobox', { name: /Target exams/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'SSC CGL' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: /Target exams/ }), { key: 'Escape' });
    await submit();
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({ type: 'Free', price: 0, questions: [] });
  });
});
