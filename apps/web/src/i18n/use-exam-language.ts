import type { ExamLanguage } from '@mockprep/contract';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../lib/auth/auth-context';
import { readLanguage, storeLanguage } from '../lib/language';
import { setLanguage } from './index';

/**
 * The language of the exam screens (instructions, test, result) and of the questions' text: the signed-in
 * student's choice, remembered on this device. Any screen using it shows the remembered choice, also when
 * opened first.
 */
export function useExamLanguage(): { language: ExamLanguage; choose: (language: ExamLanguage) => void } {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const userId = user?._id ?? null;
  const remembered = userId ? readLanguage(userId) : 'en';

  useEffect(() => {
    if (i18n.language !== remembered) void setLanguage(remembered);
  }, [i18n, remembered]);

  const choose = useCallback(
    (language: ExamLanguage) => {
      if (userId) storeLanguage(userId, language);
      void setLanguage(language);
    },
    [userId],
  );

  return { language: i18n.language === 'hi' ? 'hi' : 'en', choose };
}
