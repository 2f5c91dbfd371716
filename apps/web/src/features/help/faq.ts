import { OTP_RESEND_SECONDS, OTP_VALID_MINUTES } from '@mockprep/contract';
import { i18n } from '../../i18n';

export type Faq = { id: string; topic: string; question: string; answer: string };

const TOPICS = ['account', 'payments', 'rules', 'ranks'] as const;

/** The help page's questions, in the words a student would search with; their texts are in the catalogue. */
const ENTRIES = [
  { id: 'otp-not-received', topic: 'account' },
  { id: 'otp-expired', topic: 'account' },
  { id: 'forgot-password', topic: 'account' },
  { id: 'paid-access', topic: 'payments' },
  { id: 'promo-codes', topic: 'payments' },
  { id: 'payment-failed', topic: 'payments' },
  { id: 'timer', topic: 'rules' },
  { id: 'autosave', topic: 'rules' },
  { id: 'live-tests', topic: 'rules' },
  { id: 'first-attempt', topic: 'ranks' },
  { id: 'percentile', topic: 'ranks' },
  { id: 'rank-ties', topic: 'ranks' },
] as const satisfies readonly { id: string; topic: (typeof TOPICS)[number] }[];

/** The topic names, in the order the help page shows them. */
export const faqTopics = () => TOPICS.map((topic) => i18n.t(`help.topics.${topic}`));

export const faqs = (): Faq[] =>
  ENTRIES.map(({ id, topic }) => ({
    id,
    topic: i18n.t(`help.topics.${topic}`),
    question: i18n.t(`help.faqs.${id}.question`),
    answer: i18n.t(`help.faqs.${id}.answer`, {
      otpResendSeconds: OTP_RESEND_SECONDS,
      otpValidMinutes: OTP_VALID_MINUTES,
    }),
  }));

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
