import type { LiveTest, LiveTestPage } from '@mockprep/contract';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute, testUser } from '../../test/render';
import { LiveTestsPage } from './LiveTestsPage';

const HOUR = 3_600_000;

const upcoming = (n: number): LiveTest => ({
  _id: `0190a5f2-0000-7000-8000-0000000000${n}0`,
  title: `Bank PO Live ${n}`,
  subject: 'Reasoning',
  examType: 'Banking',
  level: 'medium',
  type: 'Free',
  price: 0,
  duration: 30,
  questionCount: 20,
  targetExams: [],
  targetExam: null,
  isActive: true,
  hasAccess: true,
  mine: { running: null, submitted: null },
  startsAt: new Date(Date.now() + n * HOUR).toISOString(),
  endsAt: new Date(Date.now() + n * HOUR + HOUR).toISOString(),
  createdAt: '2026-11-01T10:00:00.000Z',
  liveStatus: 'upcoming',
  registered: false,
  registrations: 0,
});

const page = (entries: LiveTest[], nextCursor: string | null): { body: { success: true; data: LiveTestPage } } => ({
  body: { success: true, data: { entries, nextCursor, total: 3, counts: { live: 0, upcoming: 3, ended: 0 } } },
});

describe('LiveTestsPage', () => {
  it('counts a section from the server while pages remain, and loads the next page after the cards shown', async () => {
    const [first, second, third] = [upcoming(1), upcoming(2), upcoming(3)];
    const fetchMock = mockFetch(page([first, second], second._id), page([third], null));
    renderRoute(<LiveTestsPage />, { user: testUser, path: '/live-tests' });

    expect((await screen.findByRole('heading', { name: 'Upcoming (3)' })).tagName).toBe('H2');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: third.title })).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('heading', { name: 'Upcoming (3)' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/live-tests?limit=20',
      `/api/live-tests?limit=20&cursor=${second._id}`,
    ]);
  });
});
