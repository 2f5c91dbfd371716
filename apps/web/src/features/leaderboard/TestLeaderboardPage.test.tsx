import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, testUser } from '../../test/render';
import { entry, ok, TEST, testBoard } from './fixtures';
import { TestLeaderboardPage } from './TestLeaderboardPage';

const open = (path = `/leaderboard/${TEST._id}`) =>
  renderRoute(null, {
    user: testUser,
    path,
    routes: [
      { path: '/leaderboard/:testId?', element: <TestLeaderboardPage /> },
      { path: '/tests', element: <p>Test series</p> },
    ],
  });

const rows = () => within(screen.getByRole('list', { name: 'Standings' })).getAllByRole('listitem');

describe('TestLeaderboardPage', () => {
  it('shows medals for ranks 1 to 3, #n after, the student tagged (You), the summary and N/A for a missing time', async () => {
    const me = entry(4, { isMe: true, user: { _id: testUser._id, name: testUser.name, photo: null }, timeTaken: 0 });
    const entries = [entry(1), entry(2, { user: { _id: 'u2', name: ' ', photo: null } }), entry(3), me, entry(5)];
    mockFetch(ok(testBoard({ participants: 5, averageScore: 70, highestScore: 90, entries, me })));
    open();

    expect(await screen.findByRole('heading', { name: TEST.title })).toBeTruthy();
    expect(screen.getByText('Quantitative Aptitude · SSC')).toBeTruthy();
    const [first, second, third, fourth, fifth] = rows();
    expect(first?.textContent).toContain('🥇');
    expect(second?.textContent).toContain('🥈');
    expect(second?.textContent).toContain('Unknown User');
    expect(third?.textContent).toContain('🥉');
    expect(within(third as HTMLElement).getByText('Rank 3')).toBeTruthy();
    expect(fourth?.textContent).toContain('#4');
    expect(fourth?.textContent).toContain(`${testUser.name}(You)`);
    expect(fourth?.textContent).toContain('N/A');
    expect(fifth?.textContent).toContain('#5');
    expect(fifth?.textContent).toContain('4m 10s');
    expect(fifth?.textContent).toContain('50%');
    expect(screen.getAllByText('(You)')).toHaveLength(1);
    expect(screen.queryByText('Your position')).toBeNull();
    expect(screen.getByText('Participants').nextElementSibling?.textContent).toBe('5');
    expect(screen.getByText('Average Score').nextElementSibling?.textContent).toBe('70%');
    expect(screen.getByText('Highest Score').nextElementSibling?.textContent).toBe('90%');
  });

  it('pins the student below the list with their rank when they are outside it', async () => {
    const me = entry(57, { isMe: true, user: { _id: testUser._id, name: testUser.name, photo: null }, score: 12.5 });
    mockFetch(ok(testBoard({ participants: 60, entries: [entry(1), entry(2)], me })));
    open();

    const pinned = await screen.findByRole('region', { name: 'Your position' });
    expect(pinned.textContent).toContain('#57');
    expect(pinned.textContent).toContain('(You)');
    expect(pinned.textContent).toContain('12.5%');
    expect(rows()).toHaveLength(2);
    expect(screen.getAllByText('(You)')).toHaveLength(1);
  });

  it('switches the period and keeps it in the URL', async () => {
    const fetchMock = mockFetch(
      ok(testBoard({ entries: [entry(1)] })),
      ok(testBoard({ period: 'weekly' })),
      ok(testBoard({ period: 'daily' })),
    );
    const { router } = open();

    await screen.findByRole('list', { name: 'Standings' });
    const period = screen.getByRole('group', { name: 'Period' });
    const radio = (name: string) => within(period).getByRole<HTMLInputElement>('radio', { name });
    expect(radio('All Time').checked).toBe(true);
    fireEvent.click(radio('This Week'));
    expect(await screen.findByText('No participants yet')).toBeTruthy();
    expect(radio('This Week').checked).toBe(true);
    expect(router.state.location.search).toBe('?period=weekly');

    fireEvent.click(radio('Today'));
    expect(radio('Today').checked).toBe(true);
    expect(router.state.location.search).toBe('?period=daily');
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      `/api/leaderboard/test/${TEST._id}?period=all`,
      `/api/leaderboard/test/${TEST._id}?period=weekly`,
      `/api/leaderboard/test/${TEST._id}?period=daily`,
    ]);
  });

  it('reads the period from the URL and invites the student to take a test nobody has taken yet', async () => {
    const fetchMock = mockFetch(ok(testBoard({ entries: [entry(1)] })), ok(testBoard({ period: 'daily' })));
    const { router } = open();
    await screen.findByRole('list', { name: 'Standings' });
    await act(() => router.navigate(`/leaderboard/${TEST._id}?period=daily`));

    expect(await screen.findByText('No participants yet')).toBeTruthy();
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/leaderboard/test/${TEST._id}?period=daily`);
    expect(screen.getByRole('link', { name: 'Take the Test' }).getAttribute('href')).toBe(`/test/${TEST._id}`);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Today' }).checked).toBe(true);
  });

  it('says the test is missing, and Go Back leads to the test series when there is no history', async () => {
    mockFetch({ status: 404, body: { success: false, message: 'Test not found' } });
    open();

    fireEvent.click(await screen.findByRole('button', { name: 'Go Back' }));
    expect(screen.getByText('Test series')).toBeTruthy();
    expect(screen.queryByText('Failed to load leaderboard data')).toBeNull();
  });

  it('shows "Test not found or no data available" for an id that is not one', async () => {
    mockFetch({ status: 400, body: { success: false, message: 'Invalid id' } });
    open('/leaderboard/not-an-id');

    expect(await screen.findByText('Test not found or no data available')).toBeTruthy();
  });

  it('toasts "Failed to load leaderboard data" on other failures and shows an empty list', async () => {
    mockFetch({ status: 500, body: {} }, { status: 500, body: {} });
    open();

    expect(await screen.findByText('Failed to load leaderboard data', {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByText('No participants yet')).toBeTruthy();
  });

  it('asks for a test when the address has none', () => {
    open('/leaderboard/%20');

    expect(screen.getByText('No test selected')).toBeTruthy();
  });
});
