import type { SeedTest } from './types';

export const speedDrillMentalMaths: SeedTest = {
  title: 'Speed Drill: 60-Second Mental Maths',
  subject: 'Quantitative Aptitude',
  examType: 'SSC',
  level: 'easy',
  type: 'Free',
  price: 0,
  duration: 1,
  targetExams: ['SSC CGL', 'RRB NTPC', 'SBI Clerk'],
  questions: [
    {
      questionText: '25 × 16 = ?',
      options: ['350', '400', '420', '375'],
      correctOption: 1,
      explanation: '25 × 16 = 25 × 4 × 4 = 100 × 4 = 400.',
      subject: 'Quantitative Aptitude',
      level: 'easy',
    },
    {
      questionText: 'What is 15% of 240?',
      options: ['32', '38', '40', '36'],
      correctOption: 3,
      explanation: '10% of 240 is 24 and 5% is 12, so 15% is 24 + 12 = 36.',
      subject: 'Quantitative Aptitude',
      level: 'easy',
    },
    {
      questionText: '√1764 = ?',
      options: ['42', '44', '38', '46'],
      correctOption: 0,
      explanation: '42 × 42 = 1600 + 160 + 4 = 1764.',
      subject: 'Quantitative Aptitude',
      level: 'easy',
    },
    {
      questionText: '999 × 7 = ?',
      options: ['6,993', '6,983', '6,793', '7,003'],
      correctOption: 0,
      explanation: '999 × 7 = 1000 × 7 − 7 = 7,000 − 7 = 6,993.',
      subject: 'Quantitative Aptitude',
      level: 'easy',
    },
    {
      questionText: 'If 3x + 7 = 25, then x = ?',
      options: ['5', '8', '6', '7'],
      correctOption: 2,
      explanation: '3x = 25 − 7 = 18, so x = 18 ÷ 3 = 6.',
      subject: 'Quantitative Aptitude',
      level: 'easy',
    },
  ],
};
