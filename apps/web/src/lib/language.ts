import type { ExamLanguage } from '@mockprep/contract';

/** A student's language is kept on this device, per student (a shared phone keeps each student's own choice). */
const keyOf = (userId: string) => `language:${userId}`;

export function readLanguage(userId: string): ExamLanguage {
  return localStorage.getItem(keyOf(userId)) === 'hi' ? 'hi' : 'en';
}

export function storeLanguage(userId: string, language: ExamLanguage) {
  localStorage.setItem(keyOf(userId), language);
}
