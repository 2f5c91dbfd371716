import type { LiveTest } from '@mockprep/contract';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveStatusAt } from '../../../lib/countdown';
import { useNow } from '../../../lib/use-now';
import { LiveTestCard } from './LiveTestCard';

const START = Date.parse('2026-11-21T10:00:00.000Z');

const liveTest = (overrides: Partial<LiveTest> = {}): LiveTest => ({
  _id: '0190a5f2-0000-7000-8000-0000000000aa',
  title: 'SSC CGL Live Mock',
  subject: 'General Studies',
  examType: 'SSC',
  level: 'medium',
  type: 'Free',
  price: 0,
  duration: 30,
  questionCount: 25,
  targetExams: [],
  targetExam: null,
  isActive: true,
  hasAccess: true,
  mine: { running: null, submitted: null },
  startsAt: new Date(START).toISOString(),
  endsAt: new Date(START + 30 * 60_000).toISOString(),
  createdAt: '2026-11-01T10:00:00.000Z',
  liveStatus: 'upcoming',
  registered: true,
  registrations: 12,
  ...overrides,
});

/** The card as the page drives it: status and countdown from a clock that ticks every second. */
function Ticking({ test, onRegister = () => {} }: { test: LiveTest; onRegister?: (test: LiveTest) => void }) {
  const now = useNow();
  return (
    <MemoryRouter>
      <LiveTestCard
        test={test}
        status={liveStatusAt(test, now)}
        now={now}
        onRegister={onRegister}
        registering={false}
      />
    </MemoryRouter>
  );
}

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('LiveTestCard', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('counts down each second and enables Start Test when startsAt is reached, without a reload', () => {
    vi.setSystemTime(START - 3_000);
    render(<Ticking test={liveTest()} />);

    expect(screen.getByRole('timer').textContent).toBe('00m 03s');
    expect(screen.getByRole('button', { name: 'Start Test' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Registered with 12 students')).toBeTruthy();

    tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('00m 02s');
    tick(1000);
    expect(screen.getByRole('timer').textContent).toBe('00m 01s');
    expect(screen.queryByRole('link', { name: 'Start Test' })).toBeNull();

    tick(1000);
    expect(screen.getByRole('link', { name: 'Start Test' }).getAttribute('href')).toBe(`/test/${liveTest()._id}`);
    expect(screen.getByText('Live now')).toBeTruthy();
    expect(screen.getByRole('timer').textContent).toBe('30m 00s');
  });

  it('shows days in the countdown and offers Register to a student not yet registered', () => {
    vi.setSystemTime(START - (2 * 86_400 + 3600) * 1000);
    const onRegister = vi.fn();
    const test = liveTest({ registered: false });
    render(<Ticking test={test} onRegister={onRegister} />);

    expect(screen.getByRole('timer').textContent).toBe('2d 01h 00m 00s');
    act(() => screen.getByRole('button', { name: 'Register' }).click());
    expect(onRegister).toHaveBeenCalledWith(test);
  });

  it('offers the final leaderboard and a practice run once the window has ended', () => {
    vi.setSystemTime(START + 31 * 60_000);
    render(<Ticking test={liveTest()} />);

    expect(screen.queryByRole('timer')).toBeNull();
    expect(screen.getByRole('link', { name: 'Final Leaderboard' }).getAttribute('href')).toBe(
      `/leaderboard/${liveTest()._id}`,
    );
    expect(screen.getByRole('link', { name: 'Practice' }).getAttribute('href')).toBe(`/test/${liveTest()._id}`);
  });

  it('shows the price and a way to buy a paid live test the student does not own', () => {
    vi.setSystemTime(START - 60_000);
    render(<Ticking test={liveTest({ type: 'Paid', price: 49, hasAccess: false })} />);

    expect(screen.getByText('₹49')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buy in Test Series' }).getAttribute('href')).toBe('/tests');
    expect(screen.queryByRole('button', { name: 'Start Test' })).toBeNull();
  });

  describe("with the student's own attempts", () => {
    const RESULT_ID = '0190a5f2-0000-7000-8000-0000000000bb';
    const running = { attemptId: 'a', expiresAt: new Date(START + 30 * 60_000).toISOString(), secondsLeft: 20 * 60 };
    const submitted = { count: 1, bestScore: 72.5, lastAttemptId: RESULT_ID };
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    const bestLine = () =>
      screen.queryByText((_, element) => element?.tagName === 'P' && /^Best /.test(element.textContent ?? ''));

    it('shows Resume instead of Start Test while the student is taking the live test', () => {
      vi.setSystemTime(START + 10 * 60_000);
      render(<Ticking test={liveTest({ mine: { running, submitted: null } })} />);
      expect(screen.getByText('Live now')).toBeTruthy();
      expect(href('Resume · 20 min left')).toBe(`/test/${liveTest()._id}`);
      expect(screen.queryByRole('link', { name: 'Start Test' })).toBeNull();
    });

    it('shows the result of a submitted live test and no Retake while the window is open', () => {
      vi.setSystemTime(START + 10 * 60_000);
      render(<Ticking test={liveTest({ mine: { running: null, submitted } })} />);
      expect(screen.getByRole('timer')).toBeTruthy();
      expect(bestLine()?.textContent).toBe('Best 72.5%');
      expect(href('View result')).toBe(`/result/${RESULT_ID}`);
      expect(screen.queryByRole('link', { name: /Retake|Start Test/ })).toBeNull();
    });

    it('offers a retake of a submitted live test once its window has ended, beside the final leaderboard', () => {
      vi.setSystemTime(START + 31 * 60_000);
      render(<Ticking test={liveTest({ mine: { running: null, submitted } })} />);
      expect(screen.getByText('Ended')).toBeTruthy();
      expect(href('View result')).toBe(`/result/${RESULT_ID}`);
      expect(href('Retake')).toBe(`/test/${liveTest()._id}`);
      expect(href('Final Leaderboard')).toBe(`/leaderboard/${liveTest()._id}`);
      expect(screen.queryByRole('link', { name: 'Practice' })).toBeNull();
    });

    it('shows Resume for a practice run after the window, in place of Practice', () => {
      vi.setSystemTime(START + 40 * 60_000);
      render(<Ticking test={liveTest({ mine: { running: { ...running, secondsLeft: 45 }, submitted } })} />);
      expect(href('Resume · Less than a minute left')).toBe(`/test/${liveTest()._id}`);
      expect(href('Final Leaderboard')).toBe(`/leaderboard/${liveTest()._id}`);
      expect(screen.queryByRole('link', { name: /Practice|View result|Retake/ })).toBeNull();
    });

    it('keeps the way to buy a paid live test the student cannot take', () => {
      vi.setSystemTime(START + 10 * 60_000);
      render(
        <Ticking test={liveTest({ type: 'Paid', price: 49, hasAccess: false, mine: { running: null, submitted } })} />,
      );
      expect(href('Buy in Test Series')).toBe('/tests');
      expect(screen.queryByRole('link', { name: /View result|Resume|Retake/ })).toBeNull();
      expect(bestLine()).toBeNull();
    });
  });
});
