import { SAMPLE_TARGET_EXAMS } from './target-exams';

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
        hi: {
          questionText: 'प्रकाश संश्लेषण के दौरान कौन सी गैस निकलती है?',
          options: ['कार्बन डाइऑक्साइड', 'नाइट्रोजन', 'ऑक्सीजन', 'हाइड्रोजन'],
        },
      },
      {
        questionText: 'Which of these are vector quantities?',
        type: 'multiple',
        options: ['Velocity', 'Speed', 'Force', 'Mass'],
        correctOptions: [0, 2],
        subject: 'Physics',
        level: 'medium',
      },
      {
        questionText: 'A body falls freely from rest for 2 s (g = 9.8 m/s²). How far does it fall, in metres?',
        type: 'numerical',
        answer: { min: 19.5, max: 19.7 },
        explanation: 's = ½gt² = 19.6 m',
        subject: 'Physics',
        level: 'easy',
      },
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
