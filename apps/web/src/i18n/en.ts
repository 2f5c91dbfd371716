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
  help: {
    helpPage: {
      helpSupport: 'Help & Support',
      findAQuickAnswerOr: 'Find a quick answer, or write to us: we reply within 24 hours.',
      contactSupport: 'Contact support',
      loadingContactDetails: 'Loading contact details',
    },
    contactForm: {
      sendUsAMessage: 'Send us a message',
      topic: 'Topic',
      chooseATopic: 'Choose a topic',
      message: 'Message',
      tellUsWhatHappenedThe: 'Tell us what happened: the test name, order id or the screen you were on helps.',
      emailOrPhoneToReply: 'Email or phone to reply to',
      weUseYourAccountS: "We use your account's email or mobile if left empty",
      sending: 'Sending...',
      sendMessage: 'Send Message',
      messageSent: 'Your message has been sent',
    },
    contactCard: {
      contactSupport: 'Contact support',
      emailUs: 'Email us',
      callUs: 'Call us',
    },
    faqSearch: {
      frequentlyAskedQuestions: 'Frequently asked questions',
      searchHelp: 'Search help',
      searchOtpRefundTimerPercentile: 'Search: OTP, refund, timer, percentile...',
      noResultsForTrim: 'No results for “{{trim}}”',
      tryOtherWordsOrWrite: 'Try other words, or write to us with the form below.',
      clearSearch: 'Clear search',
      found_one: '{{count}} answer found',
      found_other: '{{count}} answers found',
    },
    topics: {
      account: 'Account and OTP',
      payments: 'Payments and refunds',
      rules: 'Test rules',
      ranks: 'Ranks and percentile',
    },
    faqs: {
      'otp-not-received': {
        question: 'I did not receive my OTP. What should I do?',
        answer:
          'Check that the 10-digit mobile number is correct and that your phone has network coverage. You can tap Resend after {{otpResendSeconds}} seconds. If it still does not arrive, log in with your password instead or contact us below.',
      },
      'otp-expired': {
        question: 'How long is an OTP valid?',
        answer:
          'Each OTP is valid for {{otpValidMinutes}} minutes and only the latest one works. After too many wrong tries the code is locked: request a new OTP and enter it carefully.',
      },
      'forgot-password': {
        question: 'I forgot my password. How do I get back in?',
        answer:
          'Choose the OTP tab on the login page and sign in with a code sent to your registered mobile number: no password needed. If you want your password reset, send us a request through the form below.',
      },
      'paid-access': {
        question: 'Do I have to pay again to retake a paid test?',
        answer:
          'No. A paid test is a one-time purchase with lifetime access: take it as many times as you like. Your receipts are under Payment History.',
      },
      'promo-codes': {
        question: 'How do I use a promo code?',
        answer:
          'Tap Buy Now on a paid test, enter the code in the promo code box and tap Apply. The discount is shown before you pay. A code can have an expiry date, a usage limit, a minimum amount or apply only to certain tests.',
      },
      'payment-failed': {
        question: 'Money was deducted but the test is still locked. What now?',
        answer:
          'Wait a few minutes and refresh: most payments are confirmed quickly. If the test is still locked, send us the order id from Payment History through the form below. A failed payment is not charged; if your bank deducted money anyway, it usually returns it to your account within a few working days.',
      },
      timer: {
        question: 'What happens when the timer runs out?',
        answer:
          'The timer runs on our server, so closing the tab or changing the phone clock does not stop it. When time is up your test is submitted automatically with the answers you have given.',
      },
      autosave: {
        question: 'Will I lose my answers if the internet goes off?',
        answer:
          'No. Every answer is saved automatically as you go. If you go offline, your answers are kept on your device and sent when the connection returns. Reopen the test to continue where you left off while time remains.',
      },
      'live-tests': {
        question: 'How do live tests work?',
        answer:
          'A live test runs in a fixed window for everyone. Register early, and the Start button opens at the start time. The test ends at the end of the window at the latest. After it ends you can still practise it and see the final leaderboard.',
      },
      'first-attempt': {
        question: 'Which attempt counts for my rank?',
        answer:
          'Only your first attempt at a test counts for the leaderboard and your rank. Later attempts are practice: you see your score and solutions, but your rank does not change.',
      },
      percentile: {
        question: 'What does percentile mean?',
        answer:
          'Percentile is the share of students on the same test who scored the same as you or less. A percentile of 90 means 90% of the students who took it scored at or below your score. It is not your percentage score.',
      },
      'rank-ties': {
        question: 'Why did my rank change after I finished?',
        answer:
          'Ranks compare you with everyone who has taken the test so far. As more students finish their first attempt, your rank and percentile can move, even though your score stays the same.',
      },
    },
    contactFailed: 'Failed to load contact details',
    sendFailed: 'Failed to send your message',
  },
  leaderboard: {
    rankBadge: {
      rankRank: 'Rank {{rank}}',
    },
    entryList: {
      rank: 'Rank',
      student: 'Student',
      test: 'Test',
      date: 'Date',
      timeTaken: 'Time Taken',
      score: 'Score',
    },
    periodControl: {
      period: 'Period',
    },
    standings: {
      loadingLeaderboard: 'Loading leaderboard',
      standings: 'Standings',
    },
    backButton: {
      back: 'Back',
    },
    entryRow: {
      date: 'Date',
      time: 'Time',
      score: 'Score',
    },
    summaryCards: {
      leaderboardSummary: 'Leaderboard summary',
      participants: 'Participants',
      averageScore: 'Average Score',
    },
    yourPosition: {
      yourPosition: 'Your position',
    },
    periods: {
      all: 'All Time',
      weekly: 'This Week',
      daily: 'Today',
    },
    testLeaderboardPage: {
      chooseATestFromThe: 'Choose a test from the test series to see its leaderboard.',
      browseTests: 'Browse Tests',
      leaderboard: 'Leaderboard',
      highestScore: 'Highest Score',
      takeTheTest: 'Take the Test',
      takeThisTestToPut: 'Take this test to put your name on the board.',
    },
    globalLeaderboardPage: {
      leaderboard: 'Leaderboard',
      topScoresAcrossAllTests: 'Top scores across all tests. Your first attempt at a test is the one that counts.',
      topScore: 'Top Score',
      wantToSeeYourName: 'Want to see your name here?',
      takeATest: 'Take a test',
    },
    loadFailed: 'Failed to load leaderboard data',
    noParticipants: 'No participants yet',
    noTest: 'No test selected',
    testMissing: 'Test not found or no data available',
    goBack: 'Go Back',
    unknownUser: 'Unknown User',
    unknownTest: 'Unknown Test',
    notAvailable: 'N/A',
    you: '(You)',
  },
  payments: {
    receiptDocument: {
      receiptReceiptNumber: 'Receipt {{receiptNumber}}',
      paymentReceipt: 'Payment Receipt',
      billedTo: 'Billed to',
      name: 'Name',
      email: 'Email',
      nA: 'N/A',
      mobile: 'Mobile',
      test: 'Test',
      title: 'Title',
      testDeleted: 'Test Deleted',
      subject: 'Subject',
      examType: 'Exam type',
      payment: 'Payment',
      originalPrice: 'Original price',
      discount: 'Discount',
      finalAmount: 'Final amount',
      transaction: 'Transaction',
      orderId: 'Order ID',
      paymentId: 'Payment ID',
      thisIsAComputerGenerated: 'This is a computer-generated receipt and does not require a signature.',
      questionsAboutThisPaymentWrite: 'Questions about this payment? Write to {{email}} or call {{phone}}.',
    },
    receiptOverlay: {
      paymentReceipt: 'Payment Receipt',
      printReceipt: 'Print Receipt',
      downloadPdf: 'Download PDF',
      closeReceipt: 'Close receipt',
      close: 'Close',
      toDownloadChooseSaveAs: 'To download, choose "Save as PDF" as the destination in the print dialog.',
      loadingReceipt: 'Loading receipt',
      receiptNotFound: 'Receipt Not Found',
      unableToLoadReceiptData: 'Unable to load receipt data',
    },
    paymentCard: {
      testDeleted: 'Test Deleted',
      testInformationUnavailable: 'Test information unavailable',
      savedDiscountAmount: 'Saved {{discountAmount}}',
      date: 'Date',
      orderId: 'Order ID',
      paymentId: 'Payment ID',
      viewReceipt: 'View Receipt',
      downloadReceipt: 'Download Receipt',
    },
    summaryCards: {
      paymentSummary: 'Payment summary',
      successfulPayments: 'Successful Payments',
      totalSpent: 'Total Spent',
      pendingPayments: 'Pending Payments',
      totalSaved: 'Total Saved',
      transactions_one: '{{count}} transaction',
      transactions_other: '{{count}} transactions',
      spent: '{{amount}} spent',
      saved: '{{amount}} saved',
    },
    paymentHistoryPage: {
      paymentHistory: 'Payment History',
      yourTestPurchasesReceiptsAnd: 'Your test purchases, receipts and savings.',
      loadingPaymentHistory: 'Loading payment history',
      noPaymentHistory: 'No payment history',
      testsYouBuyShowUp: 'Tests you buy show up here with their receipts.',
      browseTests: 'Browse Tests',
      transactions: 'Transactions',
    },
  },
} as const;
