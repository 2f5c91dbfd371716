import type { MyAttempts, StudentTest } from '@mockprep/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { studentTest } from '../../../test/student-test';
import { TestCard } from './TestCard';

const ID = '0190a5f2-0000-7000-8000-0000000000aa';
const RESULT_ID = '0190a5f2-0000-7000-8000-0000000000bb';

const test = (mine: Partial<MyAttempts> = {}, extra: Partial<StudentTest> = {}): StudentTest =>
  studentTest({ _id: ID, mine: { running: null, submitted: null, ...mine }, ...extra });

const running = (secondsLeft: number): MyAttempts['running'] => ({
  attemptId: '0190a5f2-0000-7000-8000-0000000000cc',
  expiresAt: '2026-01-01T01:00:00.000Z',
  secondsLeft,
});
const submitted: MyAttempts['submitted'] = { count: 2, bestScore: 66.67, lastAttemptId: RESULT_ID };

function renderCard(card: StudentTest, onBuy = vi.fn()) {
  render(
    <MemoryRouter>
      <TestCard test={card} onBuy={onBuy} />
    </MemoryRouter>,
  );
  return onBuy;
}

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href');
/** The card's "Best N%" line, read as a whole (the score is its own coloured element). */
const bestLine = () =>
  screen.queryByText((_, element) => element?.tagName === 'P' && /^Best /.test(element.textContent ?? ''));

describe('TestCard', () => {
  it('offers Start Test and the leaderboard for a test the student has not taken', () => {
    renderCard(test());
    expect(href('Start Test')).toBe(`/test/${ID}`);
    expect(href('Leaderboard')).toBe(`/leaderboard/${ID}`);
    expect(screen.queryByRole('link', { name: /Resume|View result|Retake/ })).toBeNull();
    expect(bestLine()).toBeNull();
  });

  it('offers Resume with the whole minutes left, rounded up, instead of Start Test', () => {
    renderCard(test({ running: running(42 * 60 + 1) }));
    expect(href('Resume · 43 min left')).toBe(`/test/${ID}`);
    expect(screen.queryByRole('link', { name: 'Start Test' })).toBeNull();
    expect(href('Leaderboard')).toBe(`/leaderboard/${ID}`);
  });

  it('says less than a minute is left under a minute, and that the time is up at none', () => {
    renderCard(test({ running: running(59) }));
    expect(href('Resume · Less than a minute left')).toBe(`/test/${ID}`);
    renderCard(test({ running: running(0) }));
    expect(href('Resume · Time is up')).toBe(`/test/${ID}`);
  });

  it('shows the best score of a taken test with View result (the latest) and Retake (its page confirms)', () => {
    renderCard(test({ submitted }));
    expect(bestLine()?.textContent).toBe('Best 66.67%');
    expect(href('View result')).toBe(`/result/${RESULT_ID}`);
    expect(href('Retake')).toBe(`/test/${ID}`);
    expect(screen.queryByRole('link', { name: 'Start Test' })).toBeNull();
  });

  it('offers Resume while a retake runs, not the previous result', () => {
    renderCard(test({ running: running(600), submitted }));
    expect(href('Resume · 10 min left')).toBe(`/test/${ID}`);
    expect(screen.queryByRole('link', { name: /View result|Retake/ })).toBeNull();
    expect(bestLine()).toBeNull();
  });

  it('keeps Buy Now for a paid test the student cannot take, whatever their attempts', () => {
    const paid = test({ submitted }, { type: 'Paid', price: 499, hasAccess: false });
    const onBuy = renderCard(paid);
    expect(screen.queryByRole('link', { name: /Start Test|Resume|View result|Retake/ })).toBeNull();
    expect(bestLine()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(onBuy).toHaveBeenCalledWith(paid);
  });

  it('shows a bought paid test the student took like a free one', () => {
    renderCard(test({ submitted }, { type: 'Paid', price: 499, hasAccess: true }));
    expect(screen.getByText('Purchased')).toBeTruthy();
    expect(href('View result')).toBe(`/result/${RESULT_ID}`);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });
});
