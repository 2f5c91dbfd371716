import type { ExamLanguage } from '@mockprep/contract';
import { useCallback, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api';
import { useAuth } from '../lib/auth/auth-context';
import { readLanguage, storeLanguage } from '../lib/language';
import { setLanguage } from './index';

/**
 * The language of the exam screens (instructions, test, result) and of the questions' text: the signed-in
 * student's choice, kept on their account (so every device has it) and on this device. Any screen using it shows
 * the remembered choice, also when opened first.
 */
export function useExamLanguage(): { language: ExamLanguage; choose: (language: ExamLanguage) => void } {
  const { user, updateUser } = useAuth();
  const { i18n } = useTranslation();
  const userId = user?._id ?? null;
  const remembered = (userId ? readLanguage(userId) : null) ?? user?.language ?? 'en';

  useEffect(() => {
    if (i18n.language !== remembered) void setLanguage(remembered);
  }, [i18n, remembered]);

  const choose = useCallback(
    (language: ExamLanguage) => {
      void setLanguage(language);
      if (!userId) return;
      storeLanguage(userId, language);
      // The account keeps it for the student's other devices; this device has it already if the call fails.
      api.put('/auth/language', { language }).then(
        ({ data }) => updateUser(data),
        () => undefined,
      );
    },
    [userId, updateUser],
  );

  return { language: i18n.language === 'hi' ? 'hi' : 'en', choose };
}
