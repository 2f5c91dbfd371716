import type { KeyedQuestion, ReviewAnswer } from '@mockprep/contract';

/** A single-correct question of four options whose key is option 1 (B); `extra` changes any field. */
export const keyedQuestion = (id: string, extra: Partial<KeyedQuestion> = {}): KeyedQuestion => ({
  _id: id,
  questionText: `What is question ${id}?`,
  options: ['Alpha', 'Beta', 'Gamma', 'Delta'],
  type: 'single',
  hi: null,
  image: null,
  optionImages: [],
  subject: 'Physics',
  level: 'easy',
  correctOption: 1,
  correctOptions: [1],
  answer: null,
  explanation: null,
  ...extra,
});

/** An answer of the first section, unanswered and worth nothing until `extra` says otherwise. */
export const reviewAnswer = (question: KeyedQuestion, extra: Partial<ReviewAnswer> = {}): ReviewAnswer => ({
  question,
  section: 0,
  selectedOption: null,
  selectedOptions: [],
  numericAnswer: null,
  isCorrect: false,
  state: 'unanswered',
  marks: 0,
  timeSpent: 30,
  averageTime: null,
  ...extra,
});

/** A single-correct answer marked +1 / 0 (a test from before sections): option 1 is right. */
export const singleAnswer = (id: string, selectedOption: number | null): ReviewAnswer => {
  const isCorrect = selectedOption === 1;
  const state = selectedOption === null ? 'unanswered' : isCorrect ? 'correct' : 'wrong';
  return reviewAnswer(keyedQuestion(id), { selectedOption, isCorrect, state, marks: isCorrect ? 1 : 0 });
};
