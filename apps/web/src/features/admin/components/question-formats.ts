/** One example per kind of question the bulk JSON formats take beyond today's single-correct one. */
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
