import type { Test } from '@mockprep/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi } from '../fixtures';
import { BulkManagerModal } from './BulkManagerModal';

const emptyPage = { entries: [], nextCursor: null, total: 0 };
const reasoning = {
  _id: '0190a5f2-0000-7000-8000-0000000000b1',
  title: 'Reasoning Drill 7',
  subject: 'Reasoning',
  examType: 'SSC',
  questionCount: 12,
} as Test;

const open = (onAssign = vi.fn()) =>
  renderRoute(<BulkManagerModal pending={false} onAssign={onAssign} onClose={vi.fn()} />, { user: adminUser });

describe('BulkManagerModal', () => {
  it('checks the JSON 500 ms after the last keystroke', () => {
    stubAdminApi({ 'GET /admin/tests?limit=20': emptyPage });
    vi.useFakeTimers();
    open();
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

  it('finds the tests to assign to with a search on the server', async () => {
    const calls = stubAdminApi({
      'GET /admin/tests?limit=20': emptyPage,
      'GET /admin/tests?limit=20&search=drill': { entries: [reasoning], nextCursor: null, total: 1 },
    });
    const onAssign = vi.fn();
    open(onAssign);
    expect(await screen.findByText('No tests yet')).toBeDefined();
    fireEvent.change(screen.getByLabelText('Search tests'), { target: { value: 'drill' } });
    fireEvent.click(await screen.findByLabelText(/Reasoning Drill 7/));
    expect(screen.getByText('Reasoning · SSC · 12 questions')).toBeDefined();
    expect(calls.filter((call) => call.path.startsWith('/admin/tests')).map((call) => call.path)).toEqual([
      '/admin/tests?limit=20',
      '/admin/tests?limit=20&search=drill',
    ]);

    const item = { questionText: 'Q', options: ['a', 'b'], correctOption: 1, subject: 'GK', level: 'easy' };
    fireEvent.change(screen.getByLabelText('Questions JSON'), { target: { value: JSON.stringify([item]) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create and Assign' }));
    // The contract's normal form: a single-correct question with its key in both fields, no answer, Hindi or image.
    const normal = {
      ...item,
      type: 'single',
      correctOptions: [1],
      answer: null,
      explanation: null,
      hi: null,
      image: null,
      optionImages: [],
    };
    expect(onAssign).toHaveBeenCalledWith({ questions: [normal], testIds: [reasoning._id] });
  });
});
