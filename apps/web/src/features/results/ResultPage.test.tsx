import type { AttemptResult, ReviewAnswer } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n';
import { mockFetch, renderRoute, testUser } from '../../test/render';
import { ResultPage } from './ResultPage';
import { keyedQuestion, reviewAnswer, singleAnswer } from './test/review';

const ID = '0190a5f2-0000-7000-8000-00000000a001';

const answer = (n: number, selectedOption: number | null): ReviewAnswer =>
  n === 2
    ? { ...singleAnswer(`q${n}`, selectedOption), question: { ...keyedQuestion(`q${n}`), explanation: EXPLANATION } }
    : singleAnswer(`q${n}`, selectedOption);
const EXPLANATION = 'Beta is right because of the rule.';

const RESULT: AttemptResult = {
  _id: ID,
  user: testUser._id,
  test: {
    _id: 't1',
    title: 'JEE Physics Mechanics',
    subject: 'Physics',
    examType: 'Engineering Entrance',
    duration: 60,
    deleted: false,
  },
  status: 'submitted',
  score: 40,
  marks: 2,
  maxMarks: 5,
  accuracy: 66.67,
  correctCount: 2,
  incorrectCount: 1,
  unansweredCount: 2,
  totalQuestions: 5,
  timeTaken: 754,
  rank: 3,
  isCounted: true,
  percentile: 40,
  participants: 10,
  createdAt: '2026-03-05T10:00:00.000Z',
  submittedAt: '2026-03-05T10:12:34.000Z',
  updatedAt: '2026-03-05T10:12:34.000Z',
  negativeMarks: 0,
  sections: [
    {
      name: 'Physics',
      marks: 2,
      maxMarks: 5,
      correct: 2,
      partial: 0,
      wrong: 1,
      unanswered: 2,
      total: 5,
      accuracy: 66.67,
      negativeMarks: 0,
      timeSpent: 150,
    },
  ],
  answers: [answer(1, 1), answer(2, 0), answer(3, null), answer(4, 1), answer(5, null)],
  reviewAvailableAt: null,
};

const open = (result: unknown, status = 200) => {
  mockFetch({ status, body: status === 200 ? { success: true, data: result } : result });
  return renderRoute(<ResultPage />, {
    user: testUser,
    routes: [{ path: '/result/:attemptId', element: <ResultPage /> }],
    path: `/result/${ID}`,
  });
};

describe('ResultPage', () => {
  beforeEach(() => {
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => setLanguage('en'));

  it('shows the marks of the maximum beside the score, the section table and the negative marks', async () => {
    open(RESULT);
    const score = await screen.findByRole('region', { name: 'Score' });
    expect(within(score).getByText('40%')).toBeTruthy();
    expect(within(score).getByText('Marks: 2 / 5')).toBeTruthy();
    const sections = screen.getByRole('region', { name: 'Section-wise Performance' });
    expect(within(sections).getByRole('rowheader', { name: 'Physics' })).toBeTruthy();
    expect(within(sections).getByText('Negative marks lost: 0')).toBeTruthy();
    // Printed with the student's name and mobile (a print-only line).
    expect(screen.getByText('Student: Asha Verma')).toBeTruthy();
    expect(screen.getByText('Mobile: 9876543210')).toBeTruthy();
  });

  it('opens the answer review from the top of the page at its first question', async () => {
    open(RESULT);
    const review = await screen.findByRole('button', { name: 'Review answers' });
    expect(screen.queryByRole('region', { name: 'Answer Review' })).toBeNull();
    fireEvent.click(review);
    expect(await screen.findByRole('region', { name: 'Answer Review' })).toBeTruthy();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(document.activeElement?.id).toBe('question-1');
  });

  it('gives partly right answers a filter and a breakdown row of their own', async () => {
    // +4/−2 with partial marks: one right (+4), one partly right (+1), one wrong (−2): 3 of 12.
    const multiple = keyedQuestion('m', { type: 'multiple', correctOptions: [0, 1] });
    open({
      ...RESULT,
      marks: 3,
      maxMarks: 12,
      score: 25,
      correctCount: 1,
      incorrectCount: 2,
      unansweredCount: 0,
      totalQuestions: 3,
      negativeMarks: 2,
      sections: [
        { ...RESULT.sections[0], marks: 3, maxMarks: 12, correct: 1, partial: 1, wrong: 1, unanswered: 0, total: 3 },
      ],
      answers: [
        reviewAnswer(multiple, { selectedOptions: [0, 1], state: 'correct', isCorrect: true, marks: 4 }),
        reviewAnswer(multiple, { selectedOptions: [1], state: 'partial', marks: 1 }),
        reviewAnswer(multiple, { selectedOptions: [2], state: 'wrong', marks: -2 }),
      ],
    });
    const navigator = await screen.findByRole('region', { name: 'Question Navigator' });
    expect(
      within(navigator)
        .getAllByRole('button', { name: /\(\d\)$/ })
        .map((b) => b.textContent),
    ).toEqual(['All (3)', 'Correct (1)', 'Partially correct (1)', 'Incorrect (1)', 'Unanswered (0)']);
    expect(screen.getByRole('region', { name: 'Answer Breakdown' }).querySelector('dl')?.textContent).toBe(
      'Correct1(33%)Partially correct1(33%)Incorrect1(33%)Unanswered0(0%)',
    );
    fireEvent.click(within(navigator).getByRole('button', { name: 'Question 2, Partially correct' }));
    expect(screen.getByRole('article', { name: 'Question 2' }).textContent).toContain('Partially correct (+1)');
  });

  it("shows the page and the questions' Hindi text when the student chose Hindi", async () => {
    localStorage.setItem(`language:${testUser._id}`, 'hi');
    const hindi = {
      ...singleAnswer('q1', 1),
      question: {
        ...keyedQuestion('q1'),
        hi: { questionText: 'प्रश्न एक क्या है?', options: ['अ', 'ब', 'स', 'द'], explanation: null },
      },
    };
    open({ ...RESULT, answers: [hindi, ...RESULT.answers.slice(1)] });
    expect(await screen.findByText('अंक: 2 / 5')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'खंड-वार प्रदर्शन' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'उत्तर समीक्षा देखें' }));
    expect(screen.getByText('प्रश्न एक क्या है?')).toBeTruthy();
    // A question without Hindi text stays in English.
    expect(screen.getByText('What is question q2?')).toBeTruthy();
  });

  it('shows the score band, the counts with percents and the standing', async () => {
    open(RESULT);
    expect(await screen.findByRole('heading', { name: 'JEE Physics Mechanics' })).toBeTruthy();
    expect(screen.getByText('Fair')).toBeTruthy();
    const breakdown = screen.getByRole('region', { name: 'Answer Breakdown' });
    expect(within(breakdown).getByRole('img', { name: 'Correct 2, Incorrect 1, Unanswered 2' })).toBeTruthy();
    expect(breakdown.querySelector('dl')?.textContent).toBe('Correct2(40%)Incorrect1(20%)Unanswered2(40%)');
    expect(screen.getByText('#3 of 10')).toBeTruthy();
    expect(screen.getByText('Top 30%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Score' }).firstElementChild?.getAttribute('style')).toContain(
      'width: 40%',
    );
  });

  it('filters the navigator and the review, and marks the right option and the wrong pick', async () => {
    open(RESULT);
    const navigator = await screen.findByRole('region', { name: 'Question Navigator' });
    const filters = within(navigator).getAllByRole('button', { pressed: false });
    expect([within(navigator).getByRole('button', { pressed: true }), ...filters].map((b) => b.textContent)).toEqual([
      'All (5)',
      'Correct (2)',
      'Incorrect (1)',
      'Unanswered (2)',
    ]);

    fireEvent.click(within(navigator).getByRole('button', { name: 'Incorrect (1)' }));
    expect(
      within(navigator)
        .getAllByRole('button', { name: /^Question/ })
        .map((b) => b.textContent),
    ).toEqual(['2']);

    fireEvent.click(within(navigator).getByRole('button', { name: 'Question 2, Incorrect' }));
    const review = screen.getByRole('region', { name: 'Answer Review' });
    const question = within(review).getByRole('article', { name: 'Question 2' });
    expect(within(question).getByText('Alpha').parentElement?.textContent).toContain('Your Answer');
    expect(within(question).getByText('Beta').parentElement?.textContent).toContain('Correct Answer');
    expect(within(question).getByText('Beta is right because of the rule.')).toBeTruthy();
    expect(within(review).getAllByRole('article')).toHaveLength(1);
    expect(document.activeElement).toBe(question);

    fireEvent.click(screen.getByRole('button', { name: 'Hide Answer Review' }));
    expect(screen.queryByRole('region', { name: 'Answer Review' })).toBeNull();
  });

  it('says when a filter matches nothing', async () => {
    open({ ...RESULT, answers: [answer(1, 1)], correctCount: 1, incorrectCount: 0, unansweredCount: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Show Answer Review' }));
    fireEvent.click(screen.getByRole('button', { name: 'Unanswered (0)' }));
    expect(screen.getAllByText('No questions match the selected filter')).toHaveLength(1);
  });

  it('marks a deleted test and leaves out the rank of a practice attempt', async () => {
    open({ ...RESULT, test: { ...RESULT.test, deleted: true }, rank: null, isCounted: false });
    expect(await screen.findByText('Test Deleted')).toBeTruthy();
    expect(screen.getByText('Not ranked')).toBeTruthy();
    expect(screen.queryByText(/^Rank:/)).toBeNull();
  });

  it('keeps the review of a live test closed until its window ends, and says when it opens (IST)', async () => {
    open({ ...RESULT, answers: [], reviewAvailableAt: '2026-03-05T12:30:00.000Z' });
    expect(await screen.findByText('#3 of 10')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Answer Breakdown' }).querySelector('dl')?.textContent).toBe(
      'Correct2(40%)Incorrect1(20%)Unanswered2(40%)',
    );
    const review = screen.getByRole('region', { name: 'Answer Review' });
    expect(review.textContent).toContain('Answers and solutions will be available after 5 Mar 2026, 6:00 pm');
    expect(screen.queryByRole('button', { name: 'Show Answer Review' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Review answers' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Question Navigator' })).toBeNull();
  });

  it('shows "Result not found" for an unknown attempt', async () => {
    open({ success: false, message: 'Result not found' }, 404);
    expect(await screen.findByRole('heading', { level: 1, name: 'Result not found' })).toBeTruthy();
  });

  it('shows "Result not found" for a malformed id, not the server\'s "Invalid id" nor connection advice', async () => {
    open({ success: false, message: 'Invalid id', errors: [{ path: 'id', message: 'Invalid id' }] }, 400);
    expect(await screen.findByRole('heading', { level: 1, name: 'Result not found' })).toBeTruthy();
    expect(screen.queryByText('Invalid id')).toBeNull();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
  });

  it("says a server error is the server's, with a retry", async () => {
    open({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Failed to load result' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.getByText(/^Something went wrong on our side\./)).toBeTruthy();
    expect(screen.queryByText(/Check your connection/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});
