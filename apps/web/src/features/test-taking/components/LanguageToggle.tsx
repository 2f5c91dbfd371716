import type { ExamLanguage } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { useExamLanguage } from '../../../i18n/use-exam-language';

const LANGUAGES = ['en', 'hi'] as const satisfies ExamLanguage[];
const NAMES = { en: 'english', hi: 'hindi' } as const;
const SHORT_NAMES = { en: 'englishShort', hi: 'hindiShort' } as const;

type Props = {
  /** In the test's bar: "EN | हिं" under 640 px, the full names from there. */
  compact?: boolean;
  /** The heading that names the choice; without it the group is named "Language". */
  labelledBy?: string;
};

/**
 * English / हिन्दी for the test's screens and questions: the student's choice, shared by every screen that shows it
 * and remembered for the student (useExamLanguage).
 */
export function LanguageToggle({ compact = false, labelledBy }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.language' });
  const { language, choose } = useExamLanguage();
  return (
    <fieldset aria-labelledby={labelledBy} className="flex rounded-lg bg-slate-100 p-0.5 text-sm font-semibold">
      {!labelledBy && <legend className="sr-only">{t('label')}</legend>}
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => choose(option)}
          className={`min-h-9 rounded-md focus-visible:outline-2 focus-visible:outline-violet-600 ${
            compact ? 'min-w-10 px-2' : 'min-w-20 px-3 py-1.5'
          } ${language === option ? 'bg-white text-violet-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'}`}
        >
          {compact ? (
            <>
              <span aria-hidden="true" className="sm:hidden">
                {t(SHORT_NAMES[option])}
              </span>
              <span className="max-sm:sr-only">{t(NAMES[option])}</span>
            </>
          ) : (
            t(NAMES[option])
          )}
        </button>
      ))}
    </fieldset>
  );
}
