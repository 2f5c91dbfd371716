import type { AttemptedTest, AttemptStats, AttemptSummary } from '@mockprep/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { AttemptedTestsPage, ResultsPage } from './ResultsPage';

const attempt = (id: string, title: string, score: number, submittedAt: string): AttemptSummary => ({
  _id: id,
  test: { _id: `test-${id}`, title, subject: 'General Awareness', examType: 'SSC', duration: 30, deleted: false },
  status: 'submitted',
  score,
  marks: score / 50,
  maxMarks: 2,
  accuracy: score,
  correctCount: 1,
  incorrectCount: 1,
  unansweredCount: 0,
  totalQuestions: 2,
  timeTaken: 65,
  rank: null,
  isCounted: false,
  createdAt: submittedAt,
  submittedAt,
  updatedAt: submittedAt,
});

const titles = () => screen.getAllByRole('article').map((card) => card.querySelector('h2')?.textContent);
const page = (entries: AttemptSummary[], nextCursor: string | null = null, total = entries.length) => ({
  entries,
  nextCursor,
  total,
});
const stats = (testsTaken: number, averageScore: number, bestScore: number): AttemptStats => ({
  testsTaken,
  averageScore,
  averageAccuracy: averageScore,
  bestScore,
});

describe('ResultsPage', () => {
  it('shows the server figures, loads the next page, and asks the server to search and sort', async () => {
    const a = attempt('a', 'Daily Quiz', 50, '2026-03-05T10:00:00Z');
    const b = attempt('b', 'SSC CGL Reasoning', 85, '2026-03-04T10:00:00Z');
    const c = attempt('c', 'SSC CGL Quant', 70.5, '2026-03-03T10:00:00Z');
    const calls = stubApi({
      'GET /attempts/summary': [stats(3, 68.5, 85)],
      'GET /attempts/user?limit=20&sort=all': [page([a, b], 'b', 3)],
      'GET /attempts/user?limit=20&sort=all&cursor=b': [page([c], null, 3)],
      'GET /attempts/user?limit=20&sort=best': [page([b, c, a])],
      'GET /attempts/user?limit=20&search=cgl+QUANT&sort=best': [page([c])],
      'GET /attempts/user?limit=20&search=chemistry&sort=best': [page([])],
    });
    renderRoute(<ResultsPage />, { user: testUser, path: '/results' });

    expect(await screen.findByText('Daily Quiz')).toBeTruthy();
    expect(screen.getByText('Total Tests').nextElementSibling?.textContent).toBe('3');
    expect(screen.getByText('Average Score').nextElementSibling?.textContent).toBe('69%');
    expect(screen.getByText('Best Score').nextElementSibling?.textContent).toBe('85%');
    expect(screen.getByText('Showing 2 of 3 results')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 3 of 3 results')).toBeTruthy();
    expect(titles()).toEqual(['Daily Quiz', 'SSC CGL Reasoning', 'SSC CGL Quant']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'best' } });
    await waitFor(() => expect(titles()).toEqual(['SSC CGL Reasoning', 'SSC CGL Quant', 'Daily Quiz']));

    fireEvent.change(screen.getByPlaceholderText('Search tests...'), { target: { value: 'cgl QUANT' } });
    await waitFor(() => expect(titles()).toEqual(['SSC CGL Quant']));
    expect(screen.getByRole('link', { name: 'View Details' }).getAttribute('href')).toBe('/result/c');

    fireEvent.change(screen.getByPlaceholderText('Search tests...'), { target: { value: 'chemistry' } });
    expect(await screen.findByText('No tests match your search')).toBeTruthy();
    expect(calls.filter((call) => call.includes('search=c'))).toEqual([
      'GET /attempts/user?limit=20&search=cgl+QUANT&sort=best',
      'GET /attempts/user?limit=20&search=chemistry&sort=best',
    ]);
  });

  it('invites a new student to take a first test', async () => {
    stubApi({
      'GET /attempts/summary': [stats(0, 0, 0)],
      'GET /attempts/user?limit=20&sort=all': [page([])],
    });
    renderRoute(<ResultsPage />, { user: testUser, path: '/results' });

    expect(await screen.findByText('No results yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take your first test!' }).getAttribute('href')).toBe('/tests');
    expect(screen.getByText('Average Score').nextElementSibling?.textContent).toBe('0%');
  });

  it('tags practice attempts, and shows one card per test under By test (/attempted)', async () => {
    const first = { ...attempt('a', 'SSC CGL Quant', 60, '2026-03-03T10:00:00Z'), isCounted: true, rank: 4 };
    const retake = attempt('b', 'SSC CGL Quant', 90, '2026-03-04T10:00:00Z');
    const byTest: AttemptedTest = {
      test: first.test,
      attempts: 2,
      bestScore: 90,
      lastScore: 90,
      lastAttemptedAt: '2026-03-04T10:00:00Z',
      lastAttemptId: 'b',
    };
    stubApi({
      'GET /attempts/summary': [stats(2, 75, 90), stats(2, 75, 90)],
      'GET /attempts/user?limit=20&sort=all': [page([retake, first])],
      'GET /attempts/tests?limit=20': [{ entries: [byTest], nextCursor: null, total: 1 }],
    });
    const { router } = renderRoute(null, {
      user: testUser,
      path: '/results',
      routes: [
        { path: '/results', element: <ResultsPage /> },
        { path: '/attempted', element: <AttemptedTestsPage /> },
      ],
    });

    await screen.findByText('Showing 2 of 2 results');
    const [newest, oldest] = screen.getAllByRole('article');
    expect(newest?.textContent).toContain('Practice');
    expect(oldest?.textContent).not.toContain('Practice');
    expect(screen.getByRole('link', { name: 'All attempts' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('link', { name: 'By test' }));
    expect(await screen.findByRole('heading', { name: 'Attempted Tests', level: 1 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/attempted');
    const card = await screen.findByRole('article', { name: 'SSC CGL Quant' });
    expect(card.querySelector('dt + dd')?.textContent).toBe('2 (1 practice)');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'By test' }).getAttribute('aria-current')).toBe('page');
  });
});
