import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LANGS } from '../i18n/language';
import { setLang } from '../i18n';
import type { Lang } from '../api/types';

/** Before sign-in the language is this browser's choice; after, the user's (see UserMenu). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <label className="flex items-center gap-1.5 text-sm text-slate-500">
      <Globe className="size-4" aria-hidden />
      <span className="sr-only">{t('header.language')}</span>
      <select value={i18n.language} onChange={(e) => setLang(e.target.value as Lang)}
        className="cursor-pointer rounded-md border-0 bg-transparent py-1 pr-7 pl-1 text-sm text-slate-600 focus:ring-2 focus:ring-brand-600">
        {LANGS.map((l) => <option key={l} value={l}>{t(`language.${l}`)}</option>)}
      </select>
    </label>
  );
}
