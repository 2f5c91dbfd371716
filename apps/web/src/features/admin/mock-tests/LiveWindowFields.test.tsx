import type { TargetExam, Test } from '@mockprep/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute, testUser } from '../../../test/render';
import { stubAdminApi } from '../fixtures';
import { toDateTimeLocal } from './LiveWindowFields';
import { TestFormModal } from './TestFormModal';

const exam: TargetExam = {
  _id: '0190a5f2-0000-7000-8000-0000000000e1',
  name: 'SSC CGL',
  description: null,
  sequence: 1,
  isActive: true,
};

function open(test?: Test) {
  const onSubmit = vi.fn();
  stubAdminApi({ 'GET /admin/questions?limit=50': { entries: [], nextCursor: null, total: 0 } });
  renderRoute(<TestFormModal test={test} exams={[exam]} pending={false} onSubmit={onSubmit} onClose={vi.fn()} />, {
    user: { ...testUser, role: 'admin' },
  });
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () =>
    act(async () => fireEvent.click(screen.getByRole('button', { name: test ? 'Update Test' : 'Create Test' })));
  return { onSubmit, type, submit };
}

describe('live window fields', () => {
  it('asks for both times, in order, and sends them as instants', async () => {
    const { onSubmit, type, submit } = open();
    type('Title', 'SSC CGL Live Mock');
    type('Subject', 'General Awareness');
    type('Exam type', 'SSC');
    fireEvent.click(screen.getByRole('button', { name: /Target exams/ }));
    fireEvent.click(screen.getByLabelText('SSC CGL'));

    type('Starts at', '2026-12-01T10:00');
    await submit();
    expect(screen.getByText('A live test needs both a start and an end time')).toBeDefined();

    type('Ends at', '2026-12-01T09:30');
    await submit();
    expect(screen.getByText('The live window must end after it starts')).toBeDefined();
    expect(onSubmit).not.toHaveBeenCalled();

    type('Ends at', '2026-12-01T10:30');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    const body = onSubmit.mock.calls[0]?.[0].body;
    expect(body.endsAt.getTime() - body.startsAt.getTime()).toBe(30 * 60_000);
    expect(body.startsAt.getTime()).toBe(new Date('2026-12-01T10:00').getTime());
  });

  it('sends no window when both are left empty, and turns a stored window into local datetime-local values', async () => {
    const { onSubmit, type, submit } = open();
    type('Title', 'Ordinary Mock');
    type('Subject', 'Reasoning');
    type('Exam type', 'SSC');
    fireEvent.click(screen.getByRole('button', { name: /Target exams/ }));
    fireEvent.click(screen.getByLabelText('SSC CGL'));
    await submit();
    expect(onSubmit.mock.calls[0]?.[0].body).toMatchObject({ startsAt: null, endsAt: null });

    const local = new Date(2026, 11, 1, 10, 5);
    expect(toDateTimeLocal(local.toISOString())).toBe('2026-12-01T10:05');
    expect(toDateTimeLocal(new Date(2026, 11, 1, 10, 5, 9).toISOString())).toBe('2026-12-01T10:05:09');
  });
});
