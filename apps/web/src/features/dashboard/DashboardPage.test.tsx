import type { AttemptStats, AttemptSummary, RunningAttempt } from '@mockprep/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
    marks: score / 10,
    maxMarks: 10,
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
      'GET /attempts/running': [[]],
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
    expect(calls.sort()).toEqual(['GET /attempts/running', 'GET /attempts/summary', 'GET /attempts/user?limit=10']);
    expect(screen.queryByRole('region', { name: 'Continue your test' })).toBeNull();
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

  describe('Continue your test', () => {
    const running = (n: number, secondsLeft: number): RunningAttempt => ({
      attemptId: `running-${n}`,
      test: {
        _id: `test-${n}`,
        title: `Running Mock ${n}`,
        subject: 'Maths',
        examType: 'SSC',
        duration: 60,
        deleted: false,
      },
      expiresAt: '2026-03-20T11:00:00.000Z',
      secondsLeft,
    });

    /** The dashboard's other loads answer at once; GET /attempts/running answers when `answer` is called. */
    function serveRunningLater() {
      let answer: (response: Response) => void = () => {};
      const later = new Promise<Response>((resolve) => {
        answer = resolve;
      });
      vi.stubGlobal(
        'fetch',
        vi.fn(async (url: string) => {
          if (url === '/api/attempts/running') return later;
          if (url === '/api/attempts/summary') return Response.json({ success: true, data: stats(1, 50, 50) });
          return Response.json({ success: true, data: page([attempt(1, 50, null)]) });
        }),
      );
      return (response: Response) => answer(response);
    }

    it('lists each running attempt with its time left and a Resume link to its test', async () => {
      stubApi({
        'GET /attempts/user?limit=10': [page([])],
        'GET /attempts/summary': [stats(0, 0, 0)],
        'GET /attempts/running': [[running(1, 43 * 60 - 30), running(2, 20)]],
      });
      renderRoute(<DashboardPage />, { user: testUser, path: '/dashboard' });

      const banner = await screen.findByRole('region', { name: 'Continue your test' });
      const rows = within(banner).getAllByRole('listitem');
      expect(rows.map((row) => row.textContent)).toEqual([
        'Running Mock 143 min leftResume',
        'Running Mock 2Less than a minute leftResume',
      ]);
      const links = within(banner).getAllByRole('link', { name: 'Resume' });
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/test/test-1', '/test/test-2']);
      expect(links[0]?.getAttribute('aria-describedby')).toBe(
        within(rows[0] as HTMLElement).getByText('Running Mock 1').id,
      );
    });

    it('shows nothing while the running attempts load, then the banner', async () => {
      const answer = serveRunningLater();
      renderRoute(<DashboardPage />, { user: testUser, path: '/dashboard' });
      await screen.findByRole('link', { name: /^Mock Test 1/ });
      expect(screen.queryByRole('region', { name: 'Continue your test' })).toBeNull();

      answer(Response.json({ success: true, data: [running(1, 600)] }));
      const banner = await screen.findByRole('region', { name: 'Continue your test' });
      expect(within(banner).getByText('10 min left')).toBeTruthy();
    });

    it('hides the banner when the running attempts fail to load, and the dashboard stays usable', async () => {
      const answer = serveRunningLater();
      renderRoute(<DashboardPage />, { user: testUser, path: '/dashboard' });
      answer(Response.json({ success: false, message: 'Not allowed' }, { status: 403 }));

      expect(await screen.findByRole('link', { name: /^Mock Test 1/ })).toBeTruthy();
      await waitFor(() => expect(screen.getByText('Tests Completed').nextElementSibling?.textContent).toBe('1'));
      await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/attempts/running', expect.anything()));
      expect(screen.queryByRole('region', { name: 'Continue your test' })).toBeNull();
      // No toast either: the banner is an extra, not the page's content.
      expect(document.querySelector('[data-sonner-toast]')).toBeNull();
    });
  });
});
