import type { ExamLanguage } from '@mockprep/contract';

/**
 * A student's language is also kept on this device, per student (a shared phone keeps each student's own choice,
 * and the choice shows at once, before the server has answered).
 */
const keyOf = (userId: string) => `language:${userId}`;

/** The choice made on this device, or null when none was. */
export function readLanguage(userId: string): ExamLanguage | null {
  const stored = localStorage.getItem(keyOf(userId));
  return stored === 'hi' || stored === 'en' ? stored : null;
}

export function storeLanguage(userId: string, language: ExamLanguage) {
  localStorage.setItem(keyOf(userId), language);
}
