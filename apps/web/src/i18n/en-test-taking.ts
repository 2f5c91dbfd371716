/** The test screens' texts (instructions, the running test): fetched with their code (see loadTexts). */
export const texts = {
  countdown: {
    timeRemaining: 'Time Remaining',
  },
  navigator: {
    label: 'Question navigator',
    heading: 'Question Navigator',
    question: 'Question {{number}}: {{state}}',
    colourLegend: 'Colour legend',
    legend: {
      notVisited: 'Not Visited',
      notAnswered: 'Not Answered',
      answered: 'Answered',
      marked: 'Marked for Review',
      answeredMarked: 'Answered & Marked for Review (will be considered for evaluation)',
    },
    describe: {
      current: 'current',
      notVisited: 'not visited',
      notAnswered: 'not answered',
      answered: 'answered',
      marked: 'marked for review',
      answeredMarked: 'answered and marked for review',
    },
  },
  questionCard: {
    questionOf: 'Question {{number}} of {{total}}',
    markedForReview: 'Marked for review',
    clearResponse: 'Clear Response',
  },
  testHeader: {
    viewResults: 'View Results',
    navigator: 'Navigator',
  },
  saveStatus: {
    saved: 'Saved',
    saving: 'Saving...',
    offline: 'Offline - answers kept on this device',
  },
  pageStates: {
    backToTests: 'Back to Tests',
    accessDenied: 'Access denied',
  },
  questionActions: {
    previous: 'Previous',
    marked: 'Marked',
    markForReview: 'Mark for Review',
    submitting: 'Submitting...',
    submitTest: 'Submit Test',
    markForReviewNext: 'Mark for Review & Next',
    saveNext: 'Save & Next',
  },
  attemptStats: {
    questionsAnswered: 'Questions answered',
    testProgress: 'Test progress',
    question: 'Question',
    answered: 'Answered',
  },
  submitDialog: {
    title: 'Submit Test?',
    areYouSureYouWant:
      'Are you sure you want to submit your test? You have answered {{answered}} out of {{total}} questions.',
    cancel: 'Cancel',
    submitting: 'Submitting...',
    confirm: 'Submit Test',
  },
  timeWarning: {
    fiveMinutes: '5 minutes left. Check your answers: the test is submitted automatically when the time is up.',
    oneMinute: '1 minute left. Your test will be submitted automatically when the time is up.',
  },
  submitRetry: {
    offline_one:
      "You're offline. Your {{count}} answer is saved on this phone. We'll submit automatically when you're back online. Keep this page open.",
    offline_other:
      "You're offline. Your {{count}} answers are saved on this phone. We'll submit automatically when you're back online. Keep this page open.",
    server_one:
      "MockPrep could not take your test just now. Your {{count}} answer is saved on this phone. We'll submit again automatically. Keep this page open.",
    server_other:
      "MockPrep could not take your test just now. Your {{count}} answers are saved on this phone. We'll submit again automatically. Keep this page open.",
    nextTry_one: 'Next try in {{count}} second.',
    nextTry_other: 'Next try in {{count}} seconds.',
    trying: 'Trying now...',
  },
  leave: {
    title: 'Leave the test?',
    message:
      'Your answers are saved, and the clock keeps running while you are away. You can resume from the test page until the time is up.',
    confirm: 'Leave',
  },
  testTakingPage: {
    loadingTest: 'Loading test...',
    startingYourTest: 'Starting your test...',
  },
  instructions: {
    duration: 'Duration',
    minutes_one: '{{count}} minute',
    minutes_other: '{{count}} minutes',
    questions: 'Questions',
    marking: 'Marking',
    markingValue: '+1 correct, 0 wrong or unanswered',
    questionType: 'Question type',
    singleCorrect: 'Single correct',
    generalTitle: 'Instructions',
    general: {
      clock_one:
        'You have {{count}} minute. The clock is kept by the server and shown at the top of the test; when it reaches zero your test is submitted automatically.',
      clock_other:
        'You have {{count}} minutes. The clock is kept by the server and shown at the top of the test; when it reaches zero your test is submitted automatically.',
      saved:
        'Your answers are saved as you go, even without a connection: they reach the server when you are back online.',
      move: 'Move between questions freely with Previous, Next or the question navigator, and mark any question for review.',
      marking: 'Each question has one correct option. A correct answer gets 1 mark; a wrong or unanswered one gets 0.',
      submit: 'Submit when you are done. Once submitted, your answers cannot be changed.',
      ranked: 'Your first submitted attempt of this test counts for your rank and the leaderboard.',
      retake: 'You have taken this test: a retake is practice and does not change your rank.',
    },
    paletteTitle: 'Question navigator colours',
    begin: 'Begin the test',
    readAndUnderstood: 'I have read and understood the instructions',
    start: 'Start test',
    resume: 'Resume',
    unfinished_one: 'You have an unfinished attempt: {{count}} minute left.',
    unfinished_other: 'You have an unfinished attempt: {{count}} minutes left.',
    startsIn: 'This live test starts in {{countdown}}.',
    submitted_one: 'You have taken this test once. Best score: {{score}}%.',
    submitted_other: 'You have taken this test {{count}} times. Best score: {{score}}%.',
    viewResult: 'View result',
    retake: 'Retake (practice, not ranked)',
  },
  counts: {
    answered: 'Answered',
    marked: 'Marked',
    unanswered: 'Unanswered',
    remaining: 'Remaining',
  },
};
