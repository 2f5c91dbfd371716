import type { AdminQuestion, TargetExam } from '@mockprep/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
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
    correctOption: 0,
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

describe('TestFormModal', () => {
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

    fireEvent.click(screen.getByRole('button', { name: /Target exams/ }));
    fireEvent.click(screen.getByLabelText('SSC CGL'));
    fireEvent.click(await screen.findByLabelText('What is the capital of Rajasthan?', { exact: false }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
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

    fireEvent.click(screen.getByRole('button', { name: /Target exams/ }));
    fireEvent.click(screen.getByLabelText('SSC CGL'));
    await submit();
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ type: 'Free', price: 0, questions: [] });
  });
});
