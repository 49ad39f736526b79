// Which language to show: the signed-in user's, else the one chosen on this browser, else the
// browser's (any Chinese reads as zh_CN except Traditional regions), else English.
import type { Lang } from '../api/types';

export const LANGS: Lang[] = ['en', 'zh_CN', 'zh_TW'];
const STORAGE_KEY = 'huntline.lang';

export function isLang(v: unknown): v is Lang {
  return typeof v === 'string' && (LANGS as string[]).includes(v);
}

export function browserLang(navigatorLanguages: readonly string[]): Lang {
  for (const raw of navigatorLanguages) {
    const l = raw.toLowerCase();
    if (l.startsWith('zh')) return /-(tw|hk|mo|hant)/.test(l) ? 'zh_TW' : 'zh_CN';
    if (l.startsWith('en')) return 'en';
  }
  return 'en';
}

export function initialLang(): Lang {
  const stored = localStorage.getItem(STORAGE_KEY);
  if (isLang(stored)) return stored;
  return browserLang(navigator.languages ?? [navigator.language]);
}

export function rememberLang(lang: Lang) {
  localStorage.setItem(STORAGE_KEY, lang);
}

/** i18next's language tags for our codes, for Intl formatting. */
export function localeOf(lang: Lang): string {
  return lang === 'zh_CN' ? 'zh-CN' : lang === 'zh_TW' ? 'zh-TW' : 'en-US';
}
