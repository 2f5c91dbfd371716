import { SAMPLE_TARGET_EXAMS } from './target-exams';

/** One example per kind of question the bulk JSON formats take beyond single-correct (the admin's forms show them). */
export const QUESTION_FORMAT_EXAMPLES = {
  multiple: {
    questionText: 'Which of these are noble gases?',
    type: 'multiple',
    options: ['Neon', 'Nitrogen', 'Argon', 'Oxygen'],
    correctOptions: [0, 2],
    subject: 'Chemistry',
    level: 'medium',
  },
  numerical: {
    questionText: 'A body falls freely for $2$ s. How far does it fall, in metres? ($g = 9.8\\,m/s^2$)',
    type: 'numerical',
    answer: { min: 19.5, max: 19.7 },
    explanation: '$s = \\frac{1}{2}gt^2 = 19.6$ m',
    subject: 'Physics',
    level: 'easy',
  },
  hindi: {
    questionText: 'What is the capital of Rajasthan?',
    options: ['Jaipur', 'Jodhpur', 'Udaipur', 'Ajmer'],
    correctOption: 0,
    hi: {
      questionText: 'राजस्थान की राजधानी क्या है?',
      options: ['जयपुर', 'जोधपुर', 'उदयपुर', 'अजमेर'],
      explanation: null,
    },
    subject: 'Geography',
    level: 'easy',
  },
} as const;

/** Bodies of the bulk uploads as a partner would send them: items are checked one by one (see each check*). */
export const BULK_EXAMPLES = {
  questions: {
    questions: [
      {
        questionText: 'Which gas is released during photosynthesis?',
        options: ['Carbon dioxide', 'Nitrogen', 'Oxygen', 'Hydrogen'],
        correctOption: 2,
        explanation: 'Plants split water and release its oxygen.',
        subject: 'General Science',
        level: 'easy',
      },
      ...Object.values(QUESTION_FORMAT_EXAMPLES),
    ],
  },
  tests: {
    tests: [
      {
        title: 'Physics Mock 1',
        subject: 'Physics',
        examType: 'JEE',
        duration: 60,
        type: 'Paid',
        price: 99,
        level: 'medium',
        isActive: true,
        marking: { correct: 4, wrong: -1 },
        targetExams: ['0b9f6e1c-5d2a-4f7e-9c1b-3a4d5e6f7a8b'],
      },
    ],
  },
  targetExams: { targetExams: SAMPLE_TARGET_EXAMS },
  assign: {
    questions: [
      {
        questionText: 'What is 15% of 240?',
        options: ['32', '36', '40', '42'],
        correctOption: 1,
        subject: 'Quantitative Aptitude',
        level: 'easy',
      },
    ],
    testIds: ['4c2e8a10-7b3d-4e5f-8a9b-0c1d2e3f4a5b'],
  },
} as const;
