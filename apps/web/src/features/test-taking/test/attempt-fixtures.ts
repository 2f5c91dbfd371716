import { type AttemptQuestion, type AttemptSection, DEFAULT_MARKING } from '@mockprep/contract';

/** A single-correct question of four options in section 0, unanswered; `extra` changes any field. */
export const attemptQuestion = (extra: Partial<AttemptQuestion> & { _id: string }): AttemptQuestion => ({
  questionText: `Question ${extra._id}`,
  options: ['A', 'B', 'C', 'D'],
  type: 'single',
  hi: null,
  image: null,
  optionImages: [],
  subject: 'Maths',
  level: 'easy',
  section: 0,
  marking: DEFAULT_MARKING,
  selectedOption: null,
  selectedOptions: [],
  numericAnswer: null,
  timeSpent: 0,
  ...extra,
});

/** A section without a timer of its own, marked +1 / 0; `extra` changes any field. */
export const attemptSection = (extra: Partial<AttemptSection> = {}): AttemptSection => ({
  name: 'General',
  questionCount: 1,
  minutes: null,
  attemptAny: null,
  marking: DEFAULT_MARKING,
  questionTypes: ['single'],
  opensAt: null,
  closesAt: null,
  ...extra,
});
