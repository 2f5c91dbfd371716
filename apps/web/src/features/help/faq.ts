import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@mockprep/contract';

export type Faq = { id: string; topic: string; question: string; answer: string };

export const FAQ_TOPICS = ['Account and OTP', 'Payments and refunds', 'Test rules', 'Ranks and percentile'] as const;

/** The help page's questions, in the words a student would search with. */
export const FAQS: Faq[] = [
  {
    id: 'otp-not-received',
    topic: 'Account and OTP',
    question: 'I did not receive my OTP. What should I do?',
    answer: `Check that the 10-digit mobile number is correct and that your phone has network coverage. You can tap Resend after ${OTP_RESEND_SECONDS} seconds. If it still does not arrive, log in with your password instead or contact us below.`,
  },
  {
    id: 'otp-expired',
    topic: 'Account and OTP',
    question: 'How long is an OTP valid?',
    answer: `Each OTP is valid for ${OTP_VALID_MINUTES} minutes and only the latest one works. After too many wrong tries the code is locked: request a new OTP and enter it carefully.`,
  },
  {
    id: 'forgot-password',
    topic: 'Account and OTP',
    question: 'I forgot my password. How do I get back in?',
    answer:
      'Choose the OTP tab on the login page and sign in with a code sent to your registered mobile number: no password needed. If you want your password reset, send us a request through the form below.',
  },
  {
    id: 'paid-access',
    topic: 'Payments and refunds',
    question: 'Do I have to pay again to retake a paid test?',
    answer:
      'No. A paid test is a one-time purchase with lifetime access: take it as many times as you like. Your receipts are under Payment History.',
  },
  {
    id: 'promo-codes',
    topic: 'Payments and refunds',
    question: 'How do I use a promo code?',
    answer:
      'Tap Buy Now on a paid test, enter the code in the promo code box and tap Apply. The discount is shown before you pay. A code can have an expiry date, a usage limit, a minimum amount or apply only to certain tests.',
  },
  {
    id: 'payment-failed',
    topic: 'Payments and refunds',
    question: 'Money was deducted but the test is still locked. What now?',
    answer:
      'Wait a few minutes and refresh: most payments are confirmed quickly. If the test is still locked, send us the order id from Payment History through the form below. A failed payment is not charged; if your bank deducted money anyway, it usually returns it to your account within a few working days.',
  },
  {
    id: 'timer',
    topic: 'Test rules',
    question: 'What happens when the timer runs out?',
    answer:
      'The timer runs on our server, so closing the tab or changing the phone clock does not stop it. When time is up your test is submitted automatically with the answers you have given.',
  },
  {
    id: 'autosave',
    topic: 'Test rules',
    question: 'Will I lose my answers if the internet goes off?',
    answer:
      'No. Every answer is saved automatically as you go. If you go offline, your answers are kept on your device and sent when the connection returns. Reopen the test to continue where you left off while time remains.',
  },
  {
    id: 'live-tests',
    topic: 'Test rules',
    question: 'How do live tests work?',
    answer:
      'A live test runs in a fixed window for everyone. Register early, and the Start button opens at the start time. The test ends at the end of the window at the latest. After it ends you can still practise it and see the final leaderboard.',
  },
  {
    id: 'first-attempt',
    topic: 'Ranks and percentile',
    question: 'Which attempt counts for my rank?',
    answer:
      'Only your first attempt at a test counts for the leaderboard and your rank. Later attempts are practice: you see your score and solutions, but your rank does not change.',
  },
  {
    id: 'percentile',
    topic: 'Ranks and percentile',
    question: 'What does percentile mean?',
    answer:
      'Percentile is the share of students on the same test who scored the same as you or less. A percentile of 90 means 90% of the students who took it scored at or below your score. It is not your percentage score.',
  },
  {
    id: 'rank-ties',
    topic: 'Ranks and percentile',
    question: 'Why did my rank change after I finished?',
    answer:
      'Ranks compare you with everyone who has taken the test so far. As more students finish their first attempt, your rank and percentile can move, even though your score stays the same.',
  },
];

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();

/** The questions whose topic, question or answer contains every word of the query. */
export function searchFaqs(faqs: Faq[], query: string): Faq[] {
  const words = normalise(query).split(' ').filter(Boolean);
  if (words.length === 0) return faqs;
  return faqs.filter((faq) => {
    const text = normalise(`${faq.topic} ${faq.question} ${faq.answer}`);
    return words.every((word) => text.includes(word));
  });
}
