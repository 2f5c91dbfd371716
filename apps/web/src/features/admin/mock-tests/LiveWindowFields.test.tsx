import type { TargetExam, Test } from '@mockprep/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute, testUser } from '../../../test/render';
import { stubAdminApi } from '../fixtures';
import { TestFormModal } from './TestFormModal';

const exam: TargetExam = {
  _id: '0190a5f2-0000-7000-8000-0000000000e1',
  name: 'SSC CGL',
  description: null,
  sequence: 1,
  isActive: true,
};

function open(test?: Test, answers: Record<string, unknown> = {}) {
  const onSubmit = vi.fn();
  stubAdminApi({ 'GET /admin/questions?limit=50': { entries: [], nextCursor: null, total: 0 }, ...answers });
  renderRoute(<TestFormModal test={test} exams={[exam]} pending={false} onSubmit={onSubmit} onClose={vi.fn()} />, {
    user: { ...testUser, role: 'admin' },
  });
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () =>
    act(async () => fireEvent.click(screen.getByRole('button', { name: test ? 'Update Test' : 'Create Test' })));
  return { onSubmit, type, submit };
}

describe('live window fields', () => {
  // A device outside India: the times are still typed and shown in IST.
  beforeAll(() => vi.stubEnv('TZ', 'America/New_York'));
  afterAll(() => vi.unstubAllEnvs());

  it('asks for both times, in order, and sends them as instants', async () => {
    const { onSubmit, type, submit } = open();
    type('Title', 'SSC CGL Live Mock');
    type('Subject', 'General Awareness');
    type('Exam type', 'SSC');
    fireEvent.click(screen.getByRole('combobox', { name: /Target exams/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'SSC CGL' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: /Target exams/ }), { key: 'Escape' });

    type('Starts at (IST)', '2026-12-01T10:00');
    await submit();
    expect(screen.getByText('A live test needs both a start and an end time')).toBeDefined();

    type('Ends at (IST)', '2026-12-01T09:30');
    await submit();
    expect(screen.getByText('The live window must end after it starts')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Ends at (IST)', '2026-12-01T10:30');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const body = onSubmit.mock.calls[0]?.[0].body;
    expect(body.endsAt.getTime() - body.startsAt.getTime()).toBe(30 * 60_000);
    expect(body.startsAt.toISOString()).toBe('2026-12-01T04:30:00.000Z');
    // Three submits of the whole form: slow on a shared machine.
  }, 15_000);

  it('sends no window when both are left empty', async () => {
    const { onSubmit, type, submit } = open();
    type('Title', 'Ordinary Mock');
    type('Subject', 'Reasoning');
    type('Exam type', 'SSC');
    fireEvent.click(screen.getByRole('combobox', { name: /Target exams/ }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'SSC CGL' }));
    fireEvent.keyDown(screen.getByRole('combobox', { name: /Target exams/ }), { key: 'Escape' });
    await submit();
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({ startsAt: null, endsAt: null });
  });

  it('shows a stored window in IST and sends it back unchanged', async () => {
    const test = {
      _id: '0190a5f2-0000-7000-8000-0000000000f7',
      title: 'Live GK',
      subject: 'GK',
      examType: 'SSC',
      level: 'easy',
      type: 'Free',
      price: 0,
      duration: 60,
      questionCount: 0,
      targetExams: [{ _id: exam._id, name: exam.name }],
      targetExam: exam._id,
      isActive: true,
      hasAccess: true,
      startsAt: '2026-12-31T18:29:00.000Z',
      endsAt: '2026-12-31T19:29:09.000Z',
      createdAt: '2026-01-01T00:00:00.000Z',
    } satisfies Test;
    const { onSubmit, submit } = open(test, {
      [`GET /admin/tests/${test._id}`]: { ...test, questions: [], sections: [] },
    });
    const starts = (await screen.findByLabelText('Starts at (IST)')) as HTMLInputElement;
    expect(starts.value).toBe('2026-12-31T23:59');
    expect((screen.getByLabelText('Ends at (IST)') as HTMLInputElement).value).toBe('2027-01-01T00:59:09');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const body = onSubmit.mock.calls[0]?.[0].body;
    expect([body.startsAt.toISOString(), body.endsAt.toISOString()]).toEqual([test.startsAt, test.endsAt]);
  });
});
