import type { texts as en } from './en-test-taking';
import type { Twin } from './twin';

/**
 * The test screens' texts in Hindi (instructions, the running test): fetched with their code when a student has
 * picked Hindi (see loadTexts and setLanguage). The palette legend follows the NTA's Hindi screen.
 */
export const texts: Twin<typeof en> = {
  language: {
    label: 'भाषा',
    english: 'English',
    hindi: 'हिन्दी',
    englishShort: 'EN',
    hindiShort: 'हिं',
  },
  countdown: {
    timeRemaining: 'शेष समय',
  },
  navigator: {
    label: 'प्रश्न नेविगेटर',
    heading: 'प्रश्न नेविगेटर',
    question: 'प्रश्न {{number}}: {{state}}',
    colourLegend: 'रंगों का अर्थ',
    legend: {
      notVisited: 'देखा नहीं गया',
      notAnswered: 'उत्तर नहीं दिया',
      answered: 'उत्तर दिया',
      marked: 'समीक्षा के लिए चिह्नित',
      answeredMarked: 'उत्तर दिया और समीक्षा के लिए चिह्नित (मूल्यांकन में गिना जाएगा)',
    },
    describe: {
      current: 'वर्तमान',
      notVisited: 'देखा नहीं गया',
      notAnswered: 'उत्तर नहीं दिया',
      answered: 'उत्तर दिया',
      marked: 'समीक्षा के लिए चिह्नित',
      answeredMarked: 'उत्तर दिया और समीक्षा के लिए चिह्नित',
    },
  },
  questionCard: {
    questionOf: 'प्रश्न {{number}} / {{total}}',
    markedForReview: 'समीक्षा के लिए चिह्नित',
    clearResponse: 'उत्तर हटाएँ',
    type: {
      single: 'एक सही विकल्प',
      multiple: 'एक या अधिक सही विकल्प',
      numerical: 'संख्यात्मक उत्तर',
    },
    level: {
      easy: 'आसान',
      medium: 'मध्यम',
      hard: 'कठिन',
    },
  },
  marking: {
    describe: 'अंक: सही उत्तर पर {{correct}}, गलत उत्तर पर {{wrong}}',
  },
  numeric: {
    placeholder: 'आपका उत्तर',
    hint: 'संख्या टाइप करें, या कीपैड का उपयोग करें: अंक, दशमलव बिंदु और ऋण चिह्न।',
    keypad: 'संख्या कीपैड',
    minus: 'ऋण चिह्न',
    point: 'दशमलव बिंदु',
    backspace: 'बैकस्पेस',
  },
  sections: {
    label: 'खंड',
    answered: '{{total}} में से {{answered}} के उत्तर दिए',
    closed: 'बंद, इसका समय समाप्त हो गया है',
    upcoming: 'पिछला खंड बंद होने पर खुलेगा',
    attemptAny: '{{name}}: {{total}} में से कोई {{any}} प्रश्न हल करें',
    limitReached_one: 'इस खंड में आप केवल {{count}} प्रश्न का उत्तर दे सकते हैं। इस प्रश्न का उत्तर देने के लिए पहले कोई दूसरा उत्तर हटाएँ।',
    limitReached_other:
      'इस खंड में आप केवल {{count}} प्रश्नों के उत्तर दे सकते हैं। इस प्रश्न का उत्तर देने के लिए पहले कोई दूसरा उत्तर हटाएँ।',
    moved: '{{closed}} बंद हो गया है: इसका समय समाप्त हो गया। अब आप {{next}} में हैं।',
    sectionTime: '{{name}} में शेष समय',
  },
  paletteSheet: {
    title: 'प्रश्न पैलेट',
    open: 'पैलेट',
    close: 'पैलेट बंद करें',
  },
  testHeader: {
    viewResults: 'परिणाम देखें',
    navigator: 'नेविगेटर',
  },
  saveStatus: {
    saved: 'सहेजा गया',
    saving: 'सहेजा जा रहा है...',
    offline: 'ऑफ़लाइन - उत्तर इसी डिवाइस पर सुरक्षित हैं',
  },
  pageStates: {
    backToTests: 'टेस्ट सूची पर लौटें',
    accessDenied: 'पहुँच की अनुमति नहीं',
    buyFor: '{{price}} में खरीदें',
  },
  questionActions: {
    previous: 'पिछला',
    marked: 'चिह्नित',
    markForReview: 'समीक्षा के लिए चिह्नित करें',
    submitting: 'जमा हो रहा है...',
    submitTest: 'टेस्ट जमा करें',
    markForReviewNext: 'समीक्षा के लिए चिह्नित करें और अगला',
    saveNext: 'सहेजें और अगला',
  },
  attemptStats: {
    questionsAnswered: 'उत्तर दिए गए प्रश्न',
    testProgress: 'टेस्ट की प्रगति',
    question: 'प्रश्न',
    answered: 'उत्तर दिए',
  },
  submitDialog: {
    title: 'टेस्ट जमा करें?',
    areYouSureYouWant: 'क्या आप टेस्ट जमा करना चाहते हैं? आपने {{total}} में से {{answered}} प्रश्नों के उत्तर दिए हैं।',
    summary: 'आपके उत्तर',
    groups: {
      answered: 'उत्तर दिया',
      notAnswered: 'उत्तर नहीं दिया',
      marked: 'समीक्षा के लिए चिह्नित',
      notVisited: 'देखा नहीं गया',
    },
    goTo: 'प्रश्न {{number}} पर जाएँ',
    cancel: 'रद्द करें',
    submitting: 'जमा हो रहा है...',
    confirm: 'टेस्ट जमा करें',
  },
  timeWarning: {
    fiveMinutes: '5 मिनट शेष। अपने उत्तर जाँच लें: समय पूरा होने पर टेस्ट अपने-आप जमा हो जाएगा।',
    oneMinute: '1 मिनट शेष। समय पूरा होने पर आपका टेस्ट अपने-आप जमा हो जाएगा।',
    sectionFiveMinutes: 'इस खंड में 5 मिनट शेष। समय पूरा होने पर यह खंड हमेशा के लिए बंद हो जाएगा और अगला खंड खुल जाएगा।',
    sectionOneMinute: 'इस खंड में 1 मिनट शेष। समय पूरा होने पर यह खंड हमेशा के लिए बंद हो जाएगा और अगला खंड खुल जाएगा।',
  },
  submitRetry: {
    offline_one:
      'आप ऑफ़लाइन हैं। आपका {{count}} उत्तर इस फ़ोन पर सहेजा गया है। इंटरनेट लौटते ही हम अपने-आप जमा कर देंगे। यह पेज खुला रखें।',
    offline_other:
      'आप ऑफ़लाइन हैं। आपके {{count}} उत्तर इस फ़ोन पर सहेजे गए हैं। इंटरनेट लौटते ही हम अपने-आप जमा कर देंगे। यह पेज खुला रखें।',
    server_one:
      'MockPrep अभी आपका टेस्ट नहीं ले सका। आपका {{count}} उत्तर इस फ़ोन पर सहेजा गया है। हम अपने-आप फिर से जमा करेंगे। यह पेज खुला रखें।',
    server_other:
      'MockPrep अभी आपका टेस्ट नहीं ले सका। आपके {{count}} उत्तर इस फ़ोन पर सहेजे गए हैं। हम अपने-आप फिर से जमा करेंगे। यह पेज खुला रखें।',
    nextTry_one: '{{count}} सेकंड में फिर प्रयास।',
    nextTry_other: '{{count}} सेकंड में फिर प्रयास।',
    trying: 'प्रयास जारी है...',
  },
  leave: {
    title: 'टेस्ट छोड़ें?',
    message: 'आपके उत्तर सहेजे गए हैं, और आपके बाहर रहने पर भी घड़ी चलती रहेगी। समय पूरा होने तक आप टेस्ट पेज से फिर शुरू कर सकते हैं।',
    confirm: 'छोड़ें',
  },
  testTakingPage: {
    loadingTest: 'टेस्ट लोड हो रहा है...',
    startingYourTest: 'आपका टेस्ट शुरू हो रहा है...',
  },
  instructions: {
    duration: 'अवधि',
    minutes_one: '{{count}} मिनट',
    minutes_other: '{{count}} मिनट',
    questions: 'प्रश्न',
    sections: 'खंड',
    marking: 'अंकन योजना',
    markingBySection: 'खंड के अनुसार (नीचे देखें)',
    sectionTable: {
      caption: 'खंड',
      section: 'खंड',
      questions: 'प्रश्न',
      time: 'समय',
      marking: 'अंक',
      attemptAny: '{{total}} में से कोई {{any}} हल करें',
      testClock: 'टेस्ट के कुल समय में',
      minutes_one: '{{count}} मिनट',
      minutes_other: '{{count}} मिनट',
      marks: '{{correct}} / {{wrong}}',
      unanswered: ', अनुत्तरित पर {{marks}}',
      partial: ', आंशिक अंक',
    },
    generalTitle: 'निर्देश',
    general: {
      clock_one:
        'आपके पास {{count}} मिनट है। घड़ी सर्वर रखता है और टेस्ट के ऊपर दिखती है; शून्य होने पर आपका टेस्ट अपने-आप जमा हो जाएगा।',
      clock_other:
        'आपके पास {{count}} मिनट हैं। घड़ी सर्वर रखता है और टेस्ट के ऊपर दिखती है; शून्य होने पर आपका टेस्ट अपने-आप जमा हो जाएगा।',
      saved: 'आपके उत्तर साथ-साथ सहेजे जाते हैं, इंटरनेट के बिना भी: कनेक्शन लौटने पर वे सर्वर तक पहुँच जाते हैं।',
      sectionClock:
        'हर खंड का अपना समय है, जो ऊपर दिखता है। खंड एक के बाद एक खुलते हैं: किसी खंड का समय पूरा होने पर वह हमेशा के लिए बंद हो जाता है और अगला खंड खुल जाता है।',
      move: 'पिछला, अगला, खंड टैब या प्रश्न नेविगेटर से प्रश्नों के बीच आ-जा सकते हैं, और किसी भी प्रश्न को समीक्षा के लिए चिह्नित कर सकते हैं।',
      moveInSection:
        'खुले खंड के भीतर पिछला, अगला या प्रश्न नेविगेटर से प्रश्नों के बीच आ-जा सकते हैं, और किसी भी प्रश्न को समीक्षा के लिए चिह्नित कर सकते हैं।',
      negative: 'गलत उत्तर पर अंक कट सकते हैं (हर खंड के अंक देखें): यदि आप निश्चित नहीं हैं, तो प्रश्न अनुत्तरित छोड़ दें।',
      noNegative: 'गलत या अनुत्तरित प्रश्न पर कोई अंक नहीं कटता।',
      partial:
        'आंशिक अंकों वाले एक या अधिक सही विकल्प के प्रश्न: कोई गलत विकल्प न चुनने पर हर चुने गए सही विकल्प के लिए 1 अंक मिलता है; सभी सही विकल्प चुनने पर पूरे अंक मिलते हैं; कोई भी गलत विकल्प चुनने पर ऋणात्मक अंक मिलते हैं।',
      attemptAny:
        'जिस खंड में "N में से कोई K हल करें" लिखा हो, उसमें आप अधिकतम K प्रश्नों के उत्तर दे सकते हैं; किसी दूसरे प्रश्न का उत्तर देने के लिए पहले कोई उत्तर हटाएँ।',
      submit: 'पूरा होने पर जमा करें। जमा करने के बाद उत्तर बदले नहीं जा सकते।',
      ranked: 'इस टेस्ट का आपका पहला जमा किया गया प्रयास ही रैंक और लीडरबोर्ड में गिना जाता है।',
      retake: 'आप यह टेस्ट दे चुके हैं: दोबारा देना अभ्यास है और इससे आपकी रैंक नहीं बदलती।',
    },
    typesTitle: 'उत्तर कैसे दें',
    types: {
      single: 'एक सही विकल्प: केवल एक सही विकल्प चुनें।',
      multiple: 'एक या अधिक सही विकल्प: हर सही विकल्प पर टिक करें।',
      numerical: 'संख्यात्मक उत्तर: संख्या टाइप करें, या स्क्रीन पर दिए कीपैड से भरें।',
    },
    languageTitle: 'परीक्षा की भाषा',
    languageHint:
      'प्रश्न आपकी चुनी हुई भाषा में दिखाए जाते हैं, जहाँ वे उस भाषा में उपलब्ध हों; अन्यथा अंग्रेज़ी में। परीक्षा के दौरान आप स्क्रीन के ऊपर से कभी भी भाषा बदल सकते हैं।',
    paletteTitle: 'प्रश्न नेविगेटर के रंग',
    begin: 'टेस्ट शुरू करें',
    readAndUnderstood: 'मैंने निर्देश पढ़ और समझ लिए हैं',
    start: 'टेस्ट शुरू करें',
    resume: 'फिर से शुरू करें',
    unfinished_one: 'आपका एक प्रयास अधूरा है: {{count}} मिनट शेष।',
    unfinished_other: 'आपका एक प्रयास अधूरा है: {{count}} मिनट शेष।',
    startsIn: 'यह लाइव टेस्ट {{countdown}} में शुरू होगा।',
    submitted_one: 'आप यह टेस्ट एक बार दे चुके हैं। सर्वश्रेष्ठ स्कोर: {{score}}%।',
    submitted_other: 'आप यह टेस्ट {{count}} बार दे चुके हैं। सर्वश्रेष्ठ स्कोर: {{score}}%।',
    viewResult: 'परिणाम देखें',
    retake: 'दोबारा दें (अभ्यास, रैंक नहीं)',
  },
  counts: {
    answered: 'उत्तर दिए',
    marked: 'चिह्नित',
    unanswered: 'अनुत्तरित',
    remaining: 'शेष',
  },
};
