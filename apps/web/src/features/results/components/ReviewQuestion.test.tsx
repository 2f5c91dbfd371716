import type { ReviewAnswer } from '@mockprep/contract';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../i18n';
import { statusOf } from '../answer-status';
import { keyedQuestion, reviewAnswer } from '../test/review';
import { ReviewQuestion } from './ReviewQuestion';

const show = (answer: ReviewAnswer, language: 'en' | 'hi' = 'en') =>
  render(<ReviewQuestion item={{ number: 7, status: statusOf(answer), answer }} language={language} />);

/** Each option's letter, text and badges, as one string. */
const options = () => screen.getAllByRole('listitem').map((item) => item.textContent);

// JEE Advanced multiple-correct: options A, C and D are right; +4 all, +1 per right option, −2 for any wrong one.
const multiple = keyedQuestion('m1', {
  type: 'multiple',
  options: ['Zinc', 'Copper', 'Iron', 'Nickel'],
  correctOption: 0,
  correctOptions: [0, 2, 3],
});
// JEE Main numerical: +4 right, −1 wrong, 0 blank.
const exact = keyedQuestion('n1', {
  type: 'numerical',
  options: [],
  correctOptions: [],
  answer: { min: 3.5, max: 3.5 },
});
const range = keyedQuestion('n2', {
  type: 'numerical',
  options: [],
  correctOptions: [],
  answer: { min: 3.4, max: 3.6 },
});

describe('ReviewQuestion', () => {
  afterEach(() => setLanguage('en'));

  it("shows the student's time beside the average of all takers, as m:ss", () => {
    show(reviewAnswer(keyedQuestion('t1'), { timeSpent: 90, averageTime: 65 }));
    expect(screen.getByText('Your time 1:30 · Average 1:05')).toBeTruthy();
  });

  it('leaves the average out before anyone has a time for the question', () => {
    show(reviewAnswer(keyedQuestion('t2'), { timeSpent: 3725, averageTime: null }));
    expect(screen.getByText('Your time 1:02:05')).toBeTruthy();
    expect(screen.queryByText(/Average/)).toBeNull();
  });

  it('shows the times in Hindi when Hindi is chosen', async () => {
    await setLanguage('hi');
    show(reviewAnswer(keyedQuestion('t3'), { timeSpent: 45, averageTime: 600 }), 'hi');
    expect(screen.getByText('आपका समय 0:45 · औसत 10:00')).toBeTruthy();
  });

  it('shows a partly right multiple-correct answer: every chosen and every correct option, and +2', () => {
    show(reviewAnswer(multiple, { selectedOptions: [0, 2], state: 'partial', marks: 2 }));
    expect(screen.getByText('Partially correct (+2)')).toBeTruthy();
    expect(screen.getByText('Marks: +2')).toBeTruthy();
    expect(options()).toEqual([
      'AZincYour AnswerCorrect Answer',
      'BCopper',
      'CIronYour AnswerCorrect Answer',
      'DNickelCorrect Answer',
    ]);
  });

  it('marks the wrong option of a multiple-correct answer and the negative mark', () => {
    show(reviewAnswer(multiple, { selectedOptions: [0, 1], state: 'wrong', marks: -2 }));
    expect(screen.getByText('Incorrect')).toBeTruthy();
    expect(screen.getByText('Marks: \u22122')).toBeTruthy();
    expect(options()).toEqual([
      'AZincYour AnswerCorrect Answer',
      'BCopperYour Answer',
      'CIronCorrect Answer',
      'DNickelCorrect Answer',
    ]);
  });

  it('marks only the wrong pick of a single-correct answer (SPEC 2.9)', () => {
    show(reviewAnswer(keyedQuestion('s1'), { selectedOption: 2, state: 'wrong', marks: -1 }));
    expect(options()).toEqual(['AAlpha', 'BBetaCorrect Answer', 'CGammaYour Answer', 'DDelta']);
    expect(screen.getByText('Marks: \u22121')).toBeTruthy();
  });

  it('shows a numerical answer beside an exact key', () => {
    show(reviewAnswer(exact, { numericAnswer: 3.5, state: 'correct', isCorrect: true, marks: 4 }));
    expect(screen.getByText('Your answer: 3.5')).toBeTruthy();
    expect(screen.getByText('Correct answer: 3.5')).toBeTruthy();
    expect(screen.getByText('Marks: +4')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a range key, and a blank numerical answer worth 0', () => {
    const wrong = show(reviewAnswer(range, { numericAnswer: -3.7, state: 'wrong', marks: -1 }));
    expect(screen.getByText('Your answer: \u22123.7')).toBeTruthy();
    expect(screen.getByText('Correct answer: 3.4 to 3.6')).toBeTruthy();
    expect(screen.getByText('Marks: \u22121')).toBeTruthy();
    wrong.unmount();

    show(reviewAnswer(range));
    const article = screen.getByRole('article');
    expect(within(article).getByText('Your answer: not answered')).toBeTruthy();
    expect(within(article).getByText('Marks: 0')).toBeTruthy();
    expect(within(article).getByText('Unanswered')).toBeTruthy();
  });

  it('shows the Hindi text, options and explanation when Hindi is chosen and the question has them', () => {
    const question = keyedQuestion('h1', {
      questionText: 'Which metal rusts?',
      options: ['Gold', 'Iron'],
      correctOption: 1,
      correctOptions: [1],
      explanation: 'Iron oxidises.',
      hi: { questionText: 'कौन-सी धातु में जंग लगता है?', options: ['सोना', 'लोहा'], explanation: 'लोहे का ऑक्सीकरण होता है।' },
    });
    const answer = reviewAnswer(question, { selectedOption: 1, state: 'correct', isCorrect: true, marks: 2 });
    const hindi = show(answer, 'hi');
    expect(screen.getByText('कौन-सी धातु में जंग लगता है?')).toBeTruthy();
    expect(options()).toEqual(['Aसोना', 'BलोहाCorrect Answer']);
    expect(screen.getByText('लोहे का ऑक्सीकरण होता है।')).toBeTruthy();
    hindi.unmount();

    show(answer, 'en');
    expect(screen.getByText('Which metal rusts?')).toBeTruthy();
    expect(screen.getByText('Iron oxidises.')).toBeTruthy();
  });
});
