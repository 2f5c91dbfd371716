/**
 * The English texts of every screen, one section per feature or shared piece (ready for a second language).
 * Texts the server also says (validation messages and friends) stay in @mockprep/contract.
 */
export const en = {
  quizzes: {
    quizCard: {
      questions: 'Questions',
      time: 'Time',
      subject: 'Subject',
      startQuiz: 'Start Quiz',
      questionCount: '{{count}} questions',
    },
    quizzesPage: {
      freeQuizzes: 'Free Quizzes',
      quickFreeTestsOfUp:
        'Quick free tests of up to {{quizMaxQuestions}} questions and {{quizMaxMinutes}} minutes: perfect for a daily warm-up.',
      loadingQuizzes: 'Loading quizzes',
      noQuizzesRightNow: 'No quizzes right now',
      newQuizzesAreAddedRegularly: 'New quizzes are added regularly. Meanwhile, try a full mock from the test series.',
    },
    loadFailed: 'Failed to load quizzes',
  },
  common: {
    levels: {
      easy: 'Easy',
      medium: 'Medium',
      hard: 'Hard',
    },
    minutes: '{{count}} min',
  },
} as const;
