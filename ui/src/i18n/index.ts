// i18next set up once; components use useTranslation(). Field labels do not live here: the
// server sends them in the user's language with the metadata.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { zh_CN } from './zh_CN';
import { zh_TW } from './zh_TW';
import { initialLang, localeOf, rememberLang } from './language';
import type { Lang } from '../api/types';
import { setClientLanguage } from '../api/client';

i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, zh_CN: { translation: zh_CN }, zh_TW: { translation: zh_TW } },
  lng: initialLang(),
  fallbackLng: 'en',
  interpolation: { escapeValue: false }, // React escapes
});

setClientLanguage(localeOf(i18n.language as Lang));

export function setLang(lang: Lang) {
  rememberLang(lang);
  document.documentElement.lang = localeOf(lang);
  setClientLanguage(localeOf(lang));
  if (i18n.language !== lang) void i18n.changeLanguage(lang);
}

export function currentLang(): Lang {
  return i18n.language as Lang;
}

export { i18n };
