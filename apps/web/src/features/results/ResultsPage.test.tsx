import type { AttemptStats, AttemptSummary } from '@mockprep/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { ResultsPage } from './ResultsPage';

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
});
