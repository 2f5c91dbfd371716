import type { AttemptStats, AttemptSummary } from '@mockprep/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute, testUser } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import { DashboardPage } from './DashboardPage';

const attempt = (n: number, score: number, rank: number | null): AttemptSummary => {
  const at = `2026-03-${String(20 - n).padStart(2, '0')}T10:00:00.000Z`;
  return {
    _id: `attempt-${n}`,
    test: {
      _id: `test-${n}`,
      title: `Mock Test ${n}`,
      subject: 'Maths',
      examType: 'SSC',
      duration: 30,
      deleted: false,
    },
    status: 'submitted',
    score,
    accuracy: 80,
    correctCount: 4,
    incorrectCount: 1,
    unansweredCount: 0,
    totalQuestions: 5,
    timeTaken: 125,
    rank,
    isCounted: rank !== null,
    createdAt: at,
    submittedAt: at,
    updatedAt: at,
  };
};

const page = (entries: AttemptSummary[]) => ({ entries, nextCursor: null, total: entries.length });
const stats = (testsTaken: number, averageScore: number, averageAccuracy: number): AttemptStats => ({
  testsTaken,
  averageScore,
  averageAccuracy,
  bestScore: 100,
});

describe('DashboardPage', () => {
  it('shows the stats and the five latest attempts with verdicts, each linking to its result', async () => {
    const newestFirst = [attempt(1, 90, 2), attempt(2, 30, null), attempt(3, 60, 1), attempt(4, 45, 5)];
    const calls = stubApi({
      'GET /attempts/user?limit=10': [page([...newestFirst, attempt(5, 50, 3), attempt(6, 100, 1)])],
      'GET /attempts/summary': [stats(1000, 62.5, 80.4)],
    });
    renderRoute(<DashboardPage />, { user: testUser, path: '/dashboard' });

    const recent = await screen.findByRole('region', { name: 'Recent Tests' });
    const links = await within(recent).findAllByRole('link', { name: /^Mock Test/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([1, 2, 3, 4, 5].map((n) => `/result/attempt-${n}`));
    const first = links[0]?.closest('li') as HTMLElement;
    expect(within(first).getByText('Excellent!')).toBeTruthy();
    expect(within(first).getByText('#2')).toBeTruthy();
    expect(within(first).getByText('2m 5s')).toBeTruthy();
    expect(within(links[1]?.closest('li') as HTMLElement).queryByText('Rank')).toBeNull();

    await waitFor(() => expect(screen.getByText('Tests Completed').nextElementSibling?.textContent).toBe('1000'));
    expect(screen.getByText('Average Score').nextElementSibling?.textContent).toBe('63%');
    expect(screen.getByText('Average Accuracy').nextElementSibling?.textContent).toBe('80%');
    expect(screen.getByRole('img', { name: /Line chart of your scores/ })).toBeTruthy();
    expect(calls.sort()).toEqual(['GET /attempts/summary', 'GET /attempts/user?limit=10']);
  });

  it('says "No tests taken yet" to a new student', async () => {
    stubApi({
      'GET /attempts/user?limit=10': [page([])],
      'GET /attempts/summary': [{ testsTaken: 0, averageScore: 0, averageAccuracy: 0, bestScore: 0 }],
    });
    renderRoute(<DashboardPage />, { user: testUser, path: '/dashboard' });
    expect(await screen.findByText('No tests taken yet')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Tests Completed').nextElementSibling?.textContent).toBe('0'));
    expect(screen.queryByRole('img', { name: /Line chart/ })).toBeNull();
  });
});
