import type { GlobalLeaderboard } from '@mockprep/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, testUser } from '../../test/render';
import { entry, ok } from './fixtures';
import { GlobalLeaderboardPage } from './GlobalLeaderboardPage';

const board = (fields: Partial<GlobalLeaderboard> = {}): GlobalLeaderboard => ({
  period: 'weekly',
  participants: 0,
  averageScore: 0,
  highestScore: 0,
  entries: [],
  ...fields,
});

const open = (path = '/leaderboard') => renderRoute(<GlobalLeaderboardPage />, { user: testUser, path });

describe('GlobalLeaderboardPage', () => {
  it("shows this week by default with each entry's test, then today", async () => {
    const unnamed = entry(2, {
      isMe: true,
      test: { _id: 'gone', title: '', subject: 'Reasoning', examType: 'Banking' },
      timeTaken: 3725,
    });
    const fetchMock = mockFetch(
      ok(board({ participants: 12, averageScore: 61.25, highestScore: 90, entries: [entry(1), unnamed] })),
      ok(board({ period: 'daily' })),
    );
    const { router } = open();

    const [first, second] = within(await screen.findByRole('list', { name: 'Standings' })).getAllByRole('listitem');
    expect(first?.textContent).toContain('SSC CGL Quantitative Aptitude');
    expect(first?.textContent).toContain('Quantitative Aptitude · SSC');
    expect(second?.textContent).toContain('Unknown Test');
    expect(second?.textContent).toContain('Reasoning · Banking');
    expect(second?.textContent).toContain('(You)');
    expect(second?.textContent).toContain('1h 2m 5s');
    expect(screen.getByText('Participants').nextElementSibling?.textContent).toBe('12');
    expect(screen.getByText('Average Score').nextElementSibling?.textContent).toBe('61.25%');
    expect(screen.getByText('Top Score').nextElementSibling?.textContent).toBe('90%');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'This Week' }).checked).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Today' }));
    expect(await screen.findByText('No participants yet')).toBeTruthy();
    expect(screen.getByText('Participants').nextElementSibling?.textContent).toBe('0');
    expect(screen.getByText('Average Score').nextElementSibling?.textContent).toBe('—');
    expect(screen.getByText('Top Score').nextElementSibling?.textContent).toBe('—');
    expect(router.state.location.search).toBe('?period=daily');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/leaderboard/weekly', '/api/leaderboard/daily']);
    expect(screen.getByRole('link', { name: 'Take a test' }).getAttribute('href')).toBe('/tests');
  });

  it("opens on the student's first target exam, and switches to another or to all exams", async () => {
    const exams = [
      { _id: '0190a5f2-0000-7000-8000-0000000000e1', name: 'JEE Main' },
      { _id: '0190a5f2-0000-7000-8000-0000000000e2', name: 'NEET UG' },
    ];
    const fetchMock = mockFetch(
      ok(board({ participants: 1, averageScore: 90, highestScore: 90, entries: [entry(1)] })),
      ok(board()),
      ok(board()),
    );
    const { router } = renderRoute(<GlobalLeaderboardPage />, {
      user: { ...testUser, targetExams: exams },
      path: '/leaderboard',
    });
    await screen.findByRole('list', { name: 'Standings' });
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Target exam' });
    expect(select.value).toBe(exams[0]?._id);
    expect([...select.options].map((option) => option.textContent)).toEqual(['All exams', 'JEE Main', 'NEET UG']);

    fireEvent.change(select, { target: { value: exams[1]?._id } });
    expect(await screen.findByText('No participants yet')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.search).get('exam')).toBe(exams[1]?._id);
    fireEvent.change(select, { target: { value: 'all' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/leaderboard/weekly?targetExam=${exams[0]?._id}`,
      `/api/leaderboard/weekly?targetExam=${exams[1]?._id}`,
      '/api/leaderboard/weekly',
    ]);
  });

  it('toasts "Failed to load leaderboard data" and shows an empty list when the board fails', async () => {
    mockFetch({ status: 500, body: {} }, { status: 500, body: {} });
    open();

    expect(await screen.findByText('Failed to load leaderboard data', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('No participants yet')).toBeTruthy();
  });
});
