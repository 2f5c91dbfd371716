import type { ExamLanguage } from '@mockprep/contract';
import Globe from 'lucide-react/icons/globe';
import { useTranslation } from 'react-i18next';
import { useExamLanguage } from '../../i18n/use-exam-language';

// Not the contract's EXAM_LANGUAGES: that module brings zod into the frame every signed-in screen downloads.
const NAMES = { en: 'english', hi: 'hindi' } as const satisfies Record<ExamLanguage, string>;
const LANGUAGES = Object.keys(NAMES) as ExamLanguage[];

/** English / हिन्दी in the top bar: the language of the exam screens, remembered for the student. */
export function LanguageSwitch() {
  const { t } = useTranslation('translation', { keyPrefix: 'app.topBar' });
  const { language, choose } = useExamLanguage();
  return (
    <fieldset className="flex items-center gap-1 text-sm font-medium">
      <legend className="sr-only">{t('language')}</legend>
      <Globe className="hidden size-4 text-slate-500 sm:block" />
      <div className="flex rounded-lg bg-slate-100 p-0.5">
        {LANGUAGES.map((option) => (
          <button
            key={option}
            type="button"
            lang={option}
            aria-pressed={language === option}
            onClick={() => choose(option)}
            className={`rounded-md px-2 py-1 focus-visible:outline-2 focus-visible:outline-violet-600 ${
              language === option ? 'bg-white text-violet-700 shadow-sm' : 'text-slate-600 hover:text-slate-900'
            }`}
          >
            {t(NAMES[option])}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
