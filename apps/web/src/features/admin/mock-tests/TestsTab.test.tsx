import type { Test } from '@mockprep/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../../test/render';
import { adminUser, stubAdminApi } from '../fixtures';
import { TestsTab } from './TestsTab';

const test = (n: number, fields: Partial<Test> = {}): Test => ({
  _id: `0190a5f2-0000-7000-8000-0000000004${n.toString().padStart(2, '0')}`,
  title: `SSC Mock ${n}`,
  subject: 'General Studies',
  examType: 'SSC',
  level: 'medium',
  type: 'Free',
  price: 0,
  duration: 60,
  questionCount: 40 + n,
  targetExams: [],
  targetExam: null,
  isActive: true,
  hasAccess: true,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const firstPage = { entries: [test(3), test(2)], nextCursor: test(2)._id, total: 3 };

describe('TestsTab', () => {
  it('shows the server’s total, loads the next page, and sends the search and filters to the server', async () => {
    const calls = stubAdminApi({
      'GET /admin/tests?limit=50': firstPage,
      [`GET /admin/tests?limit=50&cursor=${test(2)._id}`]: { entries: [test(1)], nextCursor: null, total: 3 },
      'GET /admin/tests?limit=50&type=Paid': {
        entries: [test(2, { type: 'Paid', price: 49 })],
        nextCursor: null,
        total: 1,
      },
      'GET /admin/tests?limit=50&search=mock+2&type=Paid': {
        entries: [test(2, { type: 'Paid', price: 49 })],
        nextCursor: null,
        total: 1,
      },
    });
    renderRoute(<TestsTab />, { user: adminUser });
    expect(await screen.findByText('Showing 2 of 3 tests')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 tests')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    const card = screen.getByRole('article', { name: 'SSC Mock 3' });
    expect(within(card).getByText('Questions', { selector: 'dt' }).nextElementSibling?.textContent).toBe('43');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Filter by type'), { target: { value: 'Paid' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests by title' }), {
      target: { value: ' mock 2 ' },
    });
    expect(await screen.findByText('Showing 1 of 1 tests')).toBeDefined();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/admin/tests?limit=50&search=mock+2&type=Paid'));
    expect(calls.map((call) => call.path)).not.toContain('/admin/tests?limit=50&search=mock+2');
  });

  it('tells when no test matches the search', async () => {
    stubAdminApi({
      'GET /admin/tests?limit=50': firstPage,
      'GET /admin/tests?limit=50&search=zzz': { entries: [], nextCursor: null, total: 0 },
    });
    renderRoute(<TestsTab />, { user: adminUser });
    await screen.findByText('Showing 2 of 3 tests');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tests by title' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No tests match the search and filters.')).toBeDefined();
  });
});
