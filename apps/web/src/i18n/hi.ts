import type { en } from './en';
import type { Twin } from './twin';

type HindiTexts = {
  common: Pick<Twin<typeof en.common>, 'minutes' | 'figure'>;
  app: { topBar: Twin<typeof en.app.topBar> };
};

/**
 * The Hindi texts of the top bar's switch and the shared words: fetched when a student picks Hindi (see
 * setLanguage); the exam screens' areas have Hindi twins of their own. A text missing here falls back to English;
 * other screens stay English for now.
 */
export const hi: HindiTexts = {
  common: {
    minutes: '{{count}} मिनट',
    figure: {
      question: 'प्रश्न {{number}} का चित्र',
      option: 'विकल्प {{letter}} का चित्र',
    },
  },
  app: {
    topBar: {
      openMobileMenu: 'मोबाइल मेन्यू खोलें',
      language: 'भाषा',
      english: 'English',
      hindi: 'हिन्दी',
    },
  },
};
