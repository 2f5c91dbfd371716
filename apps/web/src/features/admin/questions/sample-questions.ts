/** The downloadable template of the Bulk Upload modal: the shape of a question, 0-based correctOption. */
export const SAMPLE_QUESTIONS = [
  {
    questionText: 'Which Article of the Constitution of India abolishes untouchability?',
    options: ['Article 14', 'Article 17', 'Article 21', 'Article 32'],
    correctOption: 1,
    explanation: 'Article 17 abolishes untouchability and forbids its practice in any form.',
    subject: 'Polity',
    level: 'easy',
  },
  {
    questionText: 'A train 240 m long passes a pole in 16 seconds. What is its speed in km/h?',
    options: ['48 km/h', '54 km/h', '60 km/h', '15 km/h'],
    correctOption: 1,
    explanation: 'Speed = 240 / 16 = 15 m/s = 15 × 18/5 = 54 km/h.',
    subject: 'Quantitative Aptitude',
    level: 'medium',
  },
  {
    questionText: 'Which gas is released during photosynthesis?',
    options: ['Carbon dioxide', 'Nitrogen', 'Oxygen', 'Hydrogen'],
    correctOption: 2,
    explanation: 'Plants split water during the light reaction and release oxygen.',
    subject: 'Biology',
    level: 'easy',
  },
  {
    questionText: 'Choose the word most nearly opposite in meaning to "FRUGAL".',
    options: ['Thrifty', 'Extravagant', 'Careful', 'Economical', 'Modest'],
    correctOption: 1,
    subject: 'English',
    level: 'hard',
  },
];

export const SAMPLE_FILE_NAME = 'questions-template.json';

/** Saves the template as a .json file through the browser's download. */
export function downloadSampleQuestions() {
  const blob = new Blob([`${JSON.stringify(SAMPLE_QUESTIONS, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = SAMPLE_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}
