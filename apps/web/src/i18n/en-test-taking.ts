/** The test screens' texts (instructions, the running test): fetched with their code (see loadTexts). */
export const texts = {
  language: {
    label: 'Language',
    english: 'English',
    hindi: 'हिन्दी',
    englishShort: 'EN',
    hindiShort: 'हिं',
  },
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
    type: {
      single: 'Single correct',
      multiple: 'One or more correct',
      numerical: 'Numerical answer',
    },
    level: {
      easy: 'Easy',
      medium: 'Medium',
      hard: 'Hard',
    },
  },
  marking: {
    describe: 'Marks: {{correct}} for a correct answer, {{wrong}} for a wrong one',
  },
  numeric: {
    placeholder: 'Your answer',
    hint: 'Type a number, or use the keypad: digits, a decimal point and a minus sign.',
    keypad: 'Number keypad',
    minus: 'Minus sign',
    point: 'Decimal point',
    backspace: 'Backspace',
  },
  sections: {
    label: 'Sections',
    answered: '{{answered}} of {{total}} answered',
    closed: 'closed, its time is over',
    upcoming: 'opens when the section before it closes',
    attemptAny: '{{name}}: answer any {{any}} of {{total}}',
    limitReached_one:
      'You can answer only {{count}} question in this section. Clear an answer to answer this one instead.',
    limitReached_other:
      'You can answer only {{count}} questions in this section. Clear an answer to answer this one instead.',
    moved: '{{closed}} is closed: its time is over. You are now in {{next}}.',
    sectionTime: 'Time left in {{name}}',
  },
  paletteSheet: {
    title: 'Question palette',
    open: 'Palette',
    close: 'Close the palette',
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
    buyFor: 'Buy for {{price}}',
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
    summary: 'Your answers',
    groups: {
      answered: 'Answered',
      notAnswered: 'Not Answered',
      marked: 'Marked for Review',
      notVisited: 'Not Visited',
    },
    goTo: 'Go to question {{number}}',
    cancel: 'Cancel',
    submitting: 'Submitting...',
    confirm: 'Submit Test',
  },
  timeWarning: {
    fiveMinutes: '5 minutes left. Check your answers: the test is submitted automatically when the time is up.',
    oneMinute: '1 minute left. Your test will be submitted automatically when the time is up.',
    sectionFiveMinutes:
      '5 minutes left in this section. When its time is up it closes for good and the next section opens.',
    sectionOneMinute:
      '1 minute left in this section. When its time is up it closes for good and the next section opens.',
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
    sections: 'Sections',
    marking: 'Marking',
    markingBySection: 'By section (below)',
    sectionTable: {
      caption: 'Sections',
      section: 'Section',
      questions: 'Questions',
      time: 'Time',
      marking: 'Marks',
      attemptAny: 'Answer any {{any}} of {{total}}',
      testClock: "Test's clock",
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
      marks: '{{correct}} / {{wrong}}',
      unanswered: ', {{marks}} unanswered',
      partial: ', partial marks',
    },
    generalTitle: 'Instructions',
    general: {
      clock_one:
        'You have {{count}} minute. The clock is kept by the server and shown at the top of the test; when it reaches zero your test is submitted automatically.',
      clock_other:
        'You have {{count}} minutes. The clock is kept by the server and shown at the top of the test; when it reaches zero your test is submitted automatically.',
      saved:
        'Your answers are saved as you go, even without a connection: they reach the server when you are back online.',
      sectionClock:
        'Each section has its own time, shown at the top. The sections open one after another: when the time of a section is up, it closes for good and the next one opens.',
      move: 'Move between questions freely with Previous, Next, the section tabs or the question navigator, and mark any question for review.',
      moveInSection:
        'Within the open section, move between questions freely with Previous, Next or the question navigator, and mark any question for review.',
      negative:
        'A wrong answer can cost marks (see the marks of each section): leave a question unanswered if you are unsure.',
      noNegative: 'A wrong or unanswered question costs no marks.',
      partial:
        'Multiple-correct questions with partial marks: each correct option you tick earns 1 mark when you tick no wrong one; all the correct options earn the full marks; a wrong option earns the negative marks.',
      attemptAny:
        'In a section marked "Answer any K of N", you can answer at most K questions; clear an answer to answer another question instead.',
      submit: 'Submit when you are done. Once submitted, your answers cannot be changed.',
      ranked: 'Your first submitted attempt of this test counts for your rank and the leaderboard.',
      retake: 'You have taken this test: a retake is practice and does not change your rank.',
    },
    typesTitle: 'How to answer',
    types: {
      single: 'Single correct: choose the one correct option.',
      multiple: 'One or more correct: tick every correct option.',
      numerical: 'Numerical answer: type the number, or enter it with the on-screen keypad.',
    },
    paletteTitle: 'Question navigator colours',
    languageTitle: 'Language of the test',
    languageHint:
      'Questions are shown in the language you choose when they have it, in English otherwise. You can switch at any time during the test, at the top of the screen.',
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
