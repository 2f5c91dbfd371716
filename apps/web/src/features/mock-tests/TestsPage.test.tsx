import type { StudentTest, TestFilters, TestPage } from '@mockprep/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { newQueryClient, renderRoute, testUser } from '../../test/render';
import { studentTest } from '../../test/student-test';
import { prefetchCatalogue } from './api';
import { TestsPage } from './TestsPage';

const test = (title: string, extra: Partial<StudentTest> = {}): StudentTest =>
  studentTest({
    _id: `0190a5f2-0000-7000-8000-${title.length.toString().padStart(12, '0')}`,
    title,
    examType: 'Engineering Entrance',
    questionCount: 25,
    targetExams: [{ _id: 'e1', name: 'JEE Main' }],
    targetExam: 'e1',
    ...extra,
  });

const FREE = test('Mechanics');
const PAID = test('Full Mock Paper', { type: 'Paid', price: 1499, hasAccess: false, level: 'hard' });
const FILTERS: TestFilters = {
  examTypes: ['Engineering Entrance'],
  subjects: ['Physics'],
  levels: ['easy', 'medium', 'hard'],
  types: ['Free', 'Paid'],
  targetExams: [],
};

/** A page as the server answers it; `total` counts every matching test, loaded or not. */
const page = (entries: StudentTest[], total = entries.length, nextCursor: string | null = null): TestPage => ({
  entries,
  nextCursor,
  total,
});

/** The first page of the whole catalogue, and the one-test page the hero reads its count from. */
const CATALOGUE = { '/tests?limit=20': page([FREE, PAID]), '/tests?limit=1': page([FREE], 2) };

/** Answers each API path (with its query) from a table, so the order of the parallel loads does not matter. */
function serve(table: Record<string, unknown>) {
  const fetchMock = vi.fn(async (url: string) => {
    const path = url.replace('/api', '');
    return path in table
      ? Response.json({ success: true, data: table[path] })
      : Response.json({ success: false, message: `No route ${path}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('TestsPage', () => {
  it('opens on the first page its route started loading beside its code: each list read once', async () => {
    const fetchMock = serve({
      '/tests/filters': FILTERS,
      '/tests?limit=1': page([FREE], 2),
      '/tests?limit=20&level=hard': page([PAID]),
    });
    const client = newQueryClient();
    prefetchCatalogue(client, new URL('http://localhost/tests?level=hard'));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    renderRoute(<TestsPage />, { path: '/tests?level=hard', user: testUser, client });

    expect(await screen.findByText('Showing 1 of 1 tests')).toBeTruthy();
    expect(screen.getByText(PAID.title)).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url).sort()).toEqual([
      '/api/tests/filters',
      '/api/tests?limit=1',
      '/api/tests?limit=20&level=hard',
    ]);
  });

  it('offers every type and level with no target exam chosen, and sends the choice to the server', async () => {
    const fetchMock = serve({ ...CATALOGUE, '/tests/filters': FILTERS, '/tests?limit=20&type=Paid': page([PAID]) });
    const { router } = renderRoute(<TestsPage />, { path: '/tests', user: testUser });

    expect(await screen.findByText('Showing 2 of 2 tests')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const type = screen.getByRole('group', { name: 'Type' });
    expect(
      within(type)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Free', 'Paid']);
    const level = screen.getByRole('group', { name: 'Level' });
    expect(
      within(level)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Easy', 'Medium', 'Hard']);

    fireEvent.click(within(type).getByRole('button', { name: 'Paid' }));

    expect(await screen.findByText('Showing 1 of 1 tests')).toBeTruthy();
    expect(router.state.location.search).toBe('?type=Paid');
    fireEvent.click(screen.getByRole('button', { name: 'Show tests' }));
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/tests?limit=20&type=Paid', expect.anything());
    const card = screen.getByRole('article', { name: 'Full Mock Paper' });
    expect(within(card).getByRole('button', { name: 'Buy Now' })).toBeTruthy();
    expect(within(card).getByText('₹1,499')).toBeTruthy();
  });

  it('starts a free test by link and opens the purchase modal for a paid one', async () => {
    serve({ ...CATALOGUE, '/tests/filters': FILTERS });
    renderRoute(<TestsPage />, { path: '/tests', user: testUser });

    const free = await screen.findByRole('article', { name: 'Mechanics' });
    expect(within(free).getByRole('link', { name: 'Start Test' }).getAttribute('href')).toBe(`/test/${FREE._id}`);
    expect(within(free).getByRole('link', { name: 'Leaderboard' }).getAttribute('href')).toBe(
      `/leaderboard/${FREE._id}`,
    );

    fireEvent.click(
      within(screen.getByRole('article', { name: 'Full Mock Paper' })).getByRole('button', { name: 'Buy Now' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Buy Test' });
    expect(dialog.textContent).toContain('Full Mock Paper');
    expect(within(dialog).getByLabelText('Promo code')).toBeTruthy();
  });

  it('keeps the panel filters from the URL and clears them all', async () => {
    serve({
      ...CATALOGUE,
      '/tests/filters': FILTERS,
      '/tests?limit=20&subject=Physics&maxDuration=30': page([]),
    });
    const { router } = renderRoute(<TestsPage />, { path: '/tests', user: testUser });
    await router.navigate('/tests?subject=Physics&maxDuration=30');

    expect(await screen.findByText('No tests found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    expect((screen.getByLabelText('Duration') as HTMLSelectElement).value).toBe('30');

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Showing 2 of 2 tests')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('sends the typed search after a pause, and Clear All empties the box for good', async () => {
    const fetchMock = serve({
      ...CATALOGUE,
      '/tests/filters': FILTERS,
      '/tests?limit=20&search=zzqx': page([]),
    });
    const { router } = renderRoute(<TestsPage />, { path: '/tests', user: testUser });
    await screen.findByText('Showing 2 of 2 tests');

    const box = screen.getByLabelText('Search tests by title or subject') as HTMLInputElement;
    fireEvent.change(box, { target: { value: 'zzqx ' } });
    expect(await screen.findByText('No tests found')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=zzqx');

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(box.value).toBe('');
    expect(await screen.findByText('Showing 2 of 2 tests')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(router.state.location.search).toBe('');
    expect(box.value).toBe('');
    expect(fetchMock.mock.calls.filter(([url]) => url === '/api/tests?limit=20&search=zzqx')).toHaveLength(1);
  });

  it('ticks a target exam at once and filters by it', async () => {
    const exam = { _id: '0190a5f2-0000-7000-8000-0000000000e1', name: 'NEET UG' };
    serve({
      ...CATALOGUE,
      '/tests/filters': { ...FILTERS, targetExams: [exam] },
      [`/tests?limit=20&targetExams=${exam._id}`]: page([PAID]),
    });
    const { router } = renderRoute(<TestsPage />, { path: '/tests', user: testUser });
    await screen.findByText('Showing 2 of 2 tests');

    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    fireEvent.click(screen.getByRole('combobox', { name: /^Target exams/ }));
    const option = screen.getByRole('option', { name: 'NEET UG' });
    fireEvent.click(option);
    expect(option.getAttribute('aria-selected')).toBe('true');
    expect(router.state.location.search).toBe(`?targetExams=${exam._id}`);
    expect(await screen.findByText('Showing 1 of 1 tests')).toBeTruthy();
  });

  it("selects the student's target exams on arrival, and Clear All then shows every test", async () => {
    const exams = [
      { _id: '0190a5f2-0000-7000-8000-0000000000e1', name: 'JEE Main' },
      { _id: '0190a5f2-0000-7000-8000-0000000000e2', name: 'JEE Advanced' },
    ];
    const mine = `/tests?limit=20&targetExams=${exams.map((exam) => exam._id).join('%2C')}`;
    serve({ ...CATALOGUE, '/tests/filters': { ...FILTERS, targetExams: exams }, [mine]: page([FREE]) });
    const { router } = renderRoute(<TestsPage />, { path: '/tests', user: { ...testUser, targetExams: exams } });

    expect(await screen.findByText('Showing 1 of 1 tests')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('targetExams')).toBe(
      exams.map((exam) => exam._id).join(','),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filters (2)' }));
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(
      within(sheet)
        .getByRole('combobox', { name: /^Target exams/ })
        .getAttribute('placeholder'),
    ).toBe('2 selected');
    fireEvent.click(within(sheet).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Showing 2 of 2 tests')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it("shows the server's total, and loads the next page after the cards already shown", async () => {
    const more = Array.from({ length: 3 }, (_, i) => test(`Paper ${'x'.repeat(i + 20)}`));
    const fetchMock = serve({
      '/tests?limit=1': page([FREE], 1920),
      '/tests?limit=20': page([FREE, PAID], 1920, PAID._id),
      [`/tests?limit=20&cursor=${PAID._id}`]: page(more, 1920, null),
      '/tests/filters': FILTERS,
    });
    renderRoute(<TestsPage />, { path: '/tests', user: testUser });

    expect(await screen.findByText('Showing 2 of 1,920 tests')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '1,920 mock tests for every exam' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 5 of 1,920 tests')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock).toHaveBeenCalledWith(`/api/tests?limit=20&cursor=${PAID._id}`, expect.anything());
  });
});
