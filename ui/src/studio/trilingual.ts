// Texts the studio writes into metadata in every language at once ('New Group', 'Option'),
// read from each language's catalogue so the three stay in step with the i18n files.
import type { TFunction } from 'i18next';
import type { Trilingual } from '../api/studioTypes';

export function inEveryLanguage(t: TFunction, key: string): Trilingual {
  return { en: t(key, { lng: 'en' }), zh_CN: t(key, { lng: 'zh_CN' }), zh_TW: t(key, { lng: 'zh_TW' }) };
}
