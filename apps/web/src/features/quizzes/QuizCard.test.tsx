import type { MyAttempts, StudentTest } from '@mockprep/contract';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { studentTest } from '../../test/student-test';
import { QuizCard } from './QuizCard';

const ID = '0190a5f2-0000-7000-8000-0000000000aa';
const RESULT_ID = '0190a5f2-0000-7000-8000-0000000000bb';

const quiz = (mine: Partial<MyAttempts> = {}): StudentTest =>
  studentTest({
    _id: ID,
    title: 'Daily GK Quiz',
    subject: 'General Knowledge',
    examType: 'SSC',
    level: 'easy',
    duration: 10,
    questionCount: 10,
    mine: { running: null, submitted: null, ...mine },
  });

function renderCard(card: StudentTest) {
  render(
    <MemoryRouter>
      <QuizCard quiz={card} />
    </MemoryRouter>,
  );
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('QuizCard', () => {
  it('offers Start Quiz for a quiz the student has not taken', () => {
    renderCard(quiz());
    expect(href('Start Quiz')).toBe(`/test/${ID}`);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('offers Resume with the minutes left of the running attempt', () => {
    renderCard(quiz({ running: { attemptId: 'a', expiresAt: '2026-01-01T00:10:00.000Z', secondsLeft: 7 * 60 } }));
    expect(href('Resume · 7 min left')).toBe(`/test/${ID}`);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the best score of a taken quiz, its latest result and Retake', () => {
    renderCard(quiz({ submitted: { count: 3, bestScore: 90, lastAttemptId: RESULT_ID } }));
    const best = screen.getByText((_, element) => element?.tagName === 'P' && /^Best /.test(element.textContent ?? ''));
    expect(best.textContent).toBe('Best 90%');
    expect(href('View result')).toBe(`/result/${RESULT_ID}`);
    expect(href('Retake')).toBe(`/test/${ID}`);
    expect(screen.queryByRole('link', { name: 'Start Quiz' })).toBeNull();
  });
});
