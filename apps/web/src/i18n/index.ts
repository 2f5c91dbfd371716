import type { ExamLanguage } from '@mockprep/contract';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

const resources = { en: { translation: en } } as const;

/** Texts of screens few visitors open, fetched with the screen's code rather than with every page. */
const lazyTexts = {
  admin: () => import('./en-admin'),
  help: () => import('./en-help'),
  profile: () => import('./en-profile'),
  results: () => import('./en-results'),
  testTaking: () => import('./en-test-taking'),
  notifications: () => import('./en-notifications'),
  leaderboard: () => import('./en-leaderboard'),
  practice: () => import('./en-practice'),
};
/** The Hindi twins of the lazy areas that have one (the screens of a real exam). */
const hindiTexts: Partial<Record<keyof typeof lazyTexts, () => Promise<{ texts: object }>>> = {
  results: () => import('./hi-results'),
  testTaking: () => import('./hi-test-taking'),
  notifications: () => import('./hi-notifications'),
};
const loadedAreas = new Set<keyof typeof lazyTexts>();
let wanted: ExamLanguage = 'en';

type LazyTexts = { [Area in keyof typeof lazyTexts]: Awaited<ReturnType<(typeof lazyTexts)[Area]>>['texts'] };

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en & LazyTexts };
  }
}

// Synchronous: the texts are bundled, so the first render already has them.
void i18n.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
});

/** Adds an area's texts; the area's route awaits this with its code. */
export async function loadTexts(area: keyof typeof lazyTexts) {
  const { texts } = await lazyTexts[area]();
  i18n.addResourceBundle('en', 'translation', { [area]: texts }, true);
  loadedAreas.add(area);
  if (wanted === 'hi') await loadHindi(area);
}

async function loadHindi(area: keyof typeof lazyTexts) {
  const load = hindiTexts[area];
  if (load) i18n.addResourceBundle('hi', 'translation', { [area]: (await load()).texts }, true, true);
}

/** Shows the screens in `language`, once its texts are here (Hindi's are fetched the first time). */
export async function setLanguage(language: ExamLanguage) {
  wanted = language;
  if (language === 'hi') {
    const [{ hi }] = await Promise.all([import('./hi'), ...[...loadedAreas].map(loadHindi)]);
    i18n.addResourceBundle('hi', 'translation', hi, true, true);
  }
  if (wanted !== language) return;
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

export { i18n };
