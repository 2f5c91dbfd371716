import type { AdminQuestion } from '@mockprep/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi } from '../fixtures';
import { QuestionsTab } from './QuestionsTab';

const question = (n: number, fields: Partial<AdminQuestion> = {}): AdminQuestion => ({
  _id: `0190a5f2-0000-7000-8000-0000000005${n.toString().padStart(2, '0')}`,
  questionText: `Question ${n}: which river is known as the Sorrow of Bihar?`,
  options: ['Ganga', 'Kosi', 'Son', 'Gandak'],
  type: 'single',
  correctOption: 1,
  correctOptions: [1],
  answer: null,
  hi: null,
  image: null,
  optionImages: [],
  explanation: null,
  subject: 'Geography',
  level: 'easy',
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const numerical = question(2, { type: 'numerical', options: [], answer: { min: 9.7, max: 9.9 }, level: 'hard' });

function screenWidth(px: number) {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: px >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? Number.POSITIVE_INFINITY),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

function open(px: number) {
  screenWidth(px);
  const calls = stubAdminApi({
    'GET /admin/questions?limit=20': { entries: [question(1), numerical], nextCursor: numerical._id, total: 30 },
    [`GET /admin/questions?limit=20&cursor=${numerical._id}`]: { entries: [question(3)], nextCursor: null, total: 30 },
    'GET /admin/questions?limit=20&level=hard': { entries: [numerical], nextCursor: null, total: 1 },
    'GET /admin/questions?limit=20&search=kosi&level=hard': { entries: [numerical], nextCursor: null, total: 1 },
    'GET /admin/questions/subjects': ['Geography'],
  });
  renderRoute(<QuestionsTab />, { user: adminUser });
  return calls;
}

describe('QuestionsTab', () => {
  it('is a compact table on a wide screen, read 20 at a time and searched and filtered on the server', async () => {
    const calls = open(1280);
    const table = await screen.findByRole('table', { name: 'Question Bank' });
    expect(screen.queryByRole('article')).toBeNull();
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').at(-2)?.textContent)).toEqual(['B', '9.7 – 9.9']);
    expect(within(rows[1] as HTMLElement).getByText('Numerical')).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 30 questions')).toBeDefined();

    fireEvent.change(screen.getByLabelText('Filter by level'), { target: { value: 'hard' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search questions' }), { target: { value: 'kosi' } });
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/admin/questions?limit=20&search=kosi&level=hard'));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
  }, 15_000);

  it('is cards on a phone', async () => {
    open(360);
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows Delete Selected as unavailable until a question is chosen, and says what to do if pressed', async () => {
    open(1280);
    await screen.findByRole('table', { name: 'Question Bank' });
    const deleteSelected = screen.getByRole('button', { name: 'Delete Selected' });
    expect(deleteSelected.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(deleteSelected);
    expect(await screen.findByText('Please select questions to delete')).toBeDefined();
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select question 000501' }));
    expect(deleteSelected.getAttribute('aria-disabled')).toBe('false');
    fireEvent.click(deleteSelected);
    expect(screen.getByRole('dialog', { name: 'Delete Questions' })).toBeDefined();
  });
});
