import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

const resources = { en: { translation: en } } as const;

/** Texts of screens few visitors open, fetched with the screen's code rather than with every page. */
const lazyTexts = {
  admin: () => import('./en-admin'),
  help: () => import('./en-help'),
  testTaking: () => import('./en-test-taking'),
};
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
}

export { i18n };
