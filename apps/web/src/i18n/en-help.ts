/** The help screen's texts: fetched with its code (see loadTexts). */
export const texts = {
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
    noResults: 'No results for “{{query}}”',
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
};
