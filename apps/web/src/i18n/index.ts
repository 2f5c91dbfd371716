import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';

const resources = { en: { translation: en } } as const;

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: (typeof resources)['en'];
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

export { i18n };
