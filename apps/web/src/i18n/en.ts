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
  attempted: {
    attemptedTestCard: {
      attempts: 'Attempts',
      lastAttempted: 'Last attempted',
      bestScore: 'Best score',
      lastScore: 'Last score',
      viewLastResult: 'View Last Result',
    },
    attemptedPage: {
      attemptedTests: 'Attempted Tests',
      everyTestYouHaveTaken: 'Every test you have taken, with your best and latest scores.',
      loadingAttemptedTests: 'Loading attempted tests',
      noAttemptedTestsYet: 'No attempted tests yet',
      testsYouTakeShowUp: 'Tests you take show up here with your best and latest scores.',
      attemptedTests2: 'Attempted tests',
    },
  },
  dashboard: {
    profileCard: {
      yourProfile: 'Your profile',
      mobile: 'Mobile',
      notAdded: 'Not added',
      targetExams: 'Target exams',
      notSet: 'Not set',
      memberSince: 'Member since',
      testsTaken: 'Tests taken',
      averageScore: 'Average score',
      editProfile: 'Edit profile',
    },
    recentAttempts: {
      accuracy: 'Accuracy',
      time: 'Time',
      rank: 'Rank',
    },
    statsRow: {
      testsCompleted: 'Tests Completed',
      averageAccuracy: 'Average Accuracy',
      averageScore: 'Average Score',
    },
    scoreTrend: {
      scoreTrend: 'Score Trend',
      yourLastLengthResultsOldest: 'Your last {{length}} results, oldest to newest',
      lineChartOfYourScores: 'Line chart of your scores in your last {{length}} results',
    },
    promoBanner: {
      carousel: 'carousel',
      highlights: 'Highlights',
      slide: 'slide',
      valueOfLength: '{{value}} of {{length}}',
      showSlideValue: 'Show slide {{value}}',
      play: 'Play',
      pause: 'Pause',
      slides: {
        tests: {
          title: 'Full-length mock tests, one tap away',
          text: 'Timed tests for JEE, NEET, SSC, banking and UPSC, with your result the moment you submit.',
          cta: 'Explore Test Series',
        },
        leaderboard: {
          title: 'See where you stand',
          text: 'Your first attempt at each test counts for rank. Climb the leaderboard and beat your best.',
          cta: 'View Leaderboard',
        },
        results: {
          title: 'Learn from every answer',
          text: 'Review the explanation for each question and follow your scores from test to test.',
          cta: 'See My Results',
        },
      },
    },
    quickLinks: {
      quickActions: 'Quick Actions',
      links: {
        tests: 'Browse Tests',
        results: 'My Results',
        leaderboard: 'Leaderboard',
        profile: 'My Profile',
      },
    },
    dashboardPage: {
      welcomeBackName: 'Welcome back, {{name}}!',
      readyToPractisePickA: 'Ready to practise? Pick a test and beat your best.',
      recentTests: 'Recent Tests',
      viewAll: 'View all',
      loadingYourRecentTests: 'Loading your recent tests',
      noTestsTakenYet: 'No tests taken yet',
      takeYourFirstMockTest: 'Take your first mock test to see your scores, accuracy and rank here.',
    },
  },
  liveTests: {
    liveTestCard: {
      registered: 'Registered',
      startsAtToEndsAt: '{{startsAt}} to {{endsAt}}',
      startsIn: 'Starts in',
      endsIn: 'Ends in',
      questions: 'Questions',
      duration: 'Duration',
      price: 'Price',
      buyItOnceInTest: ': buy it once in Test Series to take part.',
      buyInTestSeries: 'Buy in Test Series',
      finalLeaderboard: 'Final Leaderboard',
      practice: 'Practice',
      registering: 'Registering...',
      register: 'Register',
      startTest: 'Start Test',
      opensWhenTheTestStarts: 'Opens when the test starts',
      status: {
        live: 'Live now',
        upcoming: 'Upcoming',
        ended: 'Ended',
      },
      registeredWith_one: 'Registered with {{formatted}} student',
      registeredWith_other: 'Registered with {{formatted}} students',
    },
    liveTestsPage: {
      liveTests: 'Live Tests',
      takeAScheduledMockWith: 'Take a scheduled mock with everyone else and see where you stand on the same day.',
      loadingLiveTests: 'Loading live tests',
      noLiveTestsScheduled: 'No live tests scheduled',
      liveMocksRunAtA:
        'Live mocks run at a fixed time for every student, like the real exam, with a leaderboard at the end. Until the next one is announced, practise with the full test series.',
      sections: {
        live: 'Live now',
        upcoming: 'Upcoming',
        ended: 'Past',
      },
    },
    loadFailed: 'Failed to load live tests',
    registerFailed: 'Failed to register for the live test',
  },
} as const;
