import type { en } from './en';
import type { Twin } from './twin';

type HindiTexts = {
  common: Pick<Twin<typeof en.common>, 'minutes' | 'figure'>;
  app: { topBar: Twin<typeof en.app.topBar> };
  results: Twin<typeof en.results>;
};

/**
 * The Hindi texts of the result screen and the top bar's switch: fetched when a student picks Hindi (see
 * setLanguage). A text missing here falls back to English; other screens stay English for now (issue 15).
 */
export const hi: HindiTexts = {
  common: {
    minutes: '{{count}} मिनट',
    figure: {
      question: 'प्रश्न {{number}} का चित्र',
      option: 'विकल्प {{letter}} का चित्र',
    },
  },
  app: {
    topBar: {
      openMobileMenu: 'मोबाइल मेन्यू खोलें',
      language: 'भाषा',
      english: 'English',
      hindi: 'हिन्दी',
    },
  },
  results: {
    share: {
      text: 'मैंने {{title}} में {{score}}% अंक पाए!',
    },
    questionNavigator: {
      questionNavigator: 'प्रश्न नेविगेटर',
      showQuestions: 'प्रश्न दिखाएँ',
      noQuestionsMatchTheSelected: 'चुने गए फ़िल्टर से कोई प्रश्न मेल नहीं खाता',
      question: 'प्रश्न {{number}}, {{status}}',
    },
    resultCard: {
      viewDetails: 'विवरण देखें',
      timeTaken: 'लिया गया समय',
      accuracy: 'सटीकता',
      duration: 'अवधि',
      date: 'तारीख',
    },
    resultHeader: {
      testResult: 'टेस्ट परिणाम',
      student: 'विद्यार्थी: {{name}}',
      testDeleted: 'टेस्ट हटाया गया',
      subject: 'विषय',
      date: 'तारीख',
      timeTaken: 'लिया गया समय:',
      rank: 'रैंक:',
      print: 'प्रिंट करें',
      share: 'शेयर करें',
    },
    testDetails: {
      testDetails: 'टेस्ट विवरण',
      testName: 'टेस्ट का नाम',
      subject: 'विषय',
      examType: 'परीक्षा का प्रकार',
      duration: 'अवधि',
      minutes: '{{count}} मिनट',
      timeTaken: 'लिया गया समय',
      date: 'तारीख',
    },
    answerReview: {
      answerReview: 'उत्तर समीक्षा',
      noQuestionsMatchTheSelected: 'चुने गए फ़िल्टर से कोई प्रश्न मेल नहीं खाता',
    },
    reviewLocked: {
      answerReview: 'उत्तर समीक्षा',
      availableAfter: 'उत्तर और हल {{time}} के बाद उपलब्ध होंगे',
    },
    resultsToolbar: {
      search: 'खोजें',
      searchTests: 'टेस्ट खोजें...',
      sortBy: 'क्रम',
    },
    performanceInsights: {
      performanceInsights: 'प्रदर्शन विश्लेषण',
      rank: 'रैंक',
      notRanked: 'रैंक नहीं',
      of: '{{participants}} में से #{{rank}}',
      score: 'स्कोर',
      accuracy: 'सटीकता',
    },
    quickActions: {
      quickActions: 'त्वरित विकल्प',
      hideAnswerReview: 'उत्तर समीक्षा छिपाएँ',
      showAnswerReview: 'उत्तर समीक्षा देखें',
      takeAnotherTest: 'दूसरा टेस्ट दें',
      backToDashboard: 'डैशबोर्ड पर लौटें',
    },
    scoreCard: {
      score: 'स्कोर',
      yourScore: 'आपका स्कोर',
      marks: 'अंक: {{marks}} / {{maxMarks}}',
    },
    scoreBands: {
      excellent: { label: 'उत्कृष्ट!', message: 'शानदार! आपने इस विषय पर महारत हासिल कर ली है।' },
      good: { label: 'अच्छा!', message: 'बहुत बढ़िया! थोड़े और अभ्यास से आप शीर्ष पर होंगे।' },
      fair: { label: 'ठीक-ठाक', message: 'अच्छा प्रयास। कमियाँ दूर करने के लिए व्याख्याएँ पढ़ें।' },
      needsImprovement: { label: 'सुधार की ज़रूरत', message: 'लगे रहिए! उत्तर समीक्षा पढ़ें और फिर से प्रयास करें।' },
    },
    sectionTable: {
      title: 'खंड-वार प्रदर्शन',
      section: 'खंड',
      marks: 'अंक',
      marksOf: '{{marks}} / {{maxMarks}}',
      correct: 'सही',
      partial: 'आंशिक',
      wrong: 'गलत',
      unanswered: 'अनुत्तरित',
      accuracy: 'सटीकता',
      time: 'समय',
      negativeMarksLost: 'ऋणात्मक अंकन से कटे अंक: {{marks}}',
    },
    answerBreakdown: {
      answerBreakdown: 'उत्तरों का विवरण',
      accuracy: 'सटीकता',
    },
    reviewQuestion: {
      question: 'प्रश्न {{number}}',
      timeSpent: 'आपका समय {{time}}',
      timeAgainstAverage: 'आपका समय {{time}} · औसत {{average}}',
      correctAnswer: 'सही उत्तर',
      yourAnswer: 'आपका उत्तर',
      explanation: 'व्याख्या',
      partiallyCorrect: 'आंशिक रूप से सही ({{marks}})',
      marks: 'अंक: {{marks}}',
      yourNumber: 'आपका उत्तर: {{answer}}',
      correctNumber: 'सही उत्तर: {{answer}}',
      range: '{{min}} से {{max}}',
      notAnswered: 'उत्तर नहीं दिया',
    },
    standing: {
      practice: 'अभ्यास प्रयास: केवल आपके पहले प्रयास की रैंक बनती है',
      first: 'यह टेस्ट देने वाले आप पहले विद्यार्थी हैं',
      top: 'शीर्ष {{percent}}%',
      betterThan: '{{percent}}% विद्यार्थियों से बेहतर',
    },
    resultsPage: {
      myResults: 'मेरे परिणाम',
      everyTestYouHaveSubmitted: 'आपके जमा किए गए सभी टेस्ट, आपके स्कोर के साथ।',
      loadingYourResults: 'आपके परिणाम लोड हो रहे हैं',
      totalTests: 'कुल टेस्ट',
      averageScore: 'औसत स्कोर',
      bestScore: 'सर्वश्रेष्ठ स्कोर',
      noResultsYet: 'अभी कोई परिणाम नहीं',
      takeYourFirstTest: 'अपना पहला टेस्ट दें!',
      noTestsMatchYourSearch: 'आपकी खोज से कोई टेस्ट मेल नहीं खाता',
      results: 'परिणाम',
      showingOf: '{{total}} में से {{length}} परिणाम',
    },
    resultPage: {
      loadingResult: 'परिणाम लोड हो रहा है',
      openYourResultsToSee: 'अपने जमा किए गए सभी टेस्ट देखने के लिए अपने परिणाम खोलें।',
      myResults: 'मेरे परिणाम',
    },
    status: {
      all: 'सभी',
      correct: 'सही',
      partial: 'आंशिक रूप से सही',
      incorrect: 'गलत',
      unanswered: 'अनुत्तरित',
    },
    sort: {
      all: 'सभी परिणाम',
      recent: 'सबसे नए',
      best: 'सर्वश्रेष्ठ स्कोर',
    },
  },
};
