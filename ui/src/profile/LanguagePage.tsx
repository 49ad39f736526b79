import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { LANGS } from '../i18n/language';
import { useChangeLanguage } from '../shell/useChangeLanguage';
import { PageHeading } from './ProfilePanel';

const SAMPLE: Record<Lang, string> = { en: 'English', zh_CN: '简体中文', zh_TW: '繁體中文' };

/** System Language: the user's language on the server; the page reloads in it. */
export function LanguagePage() {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <div className="max-w-md">
      <PageHeading title={t('profile.language')} hint={t('profile.languageHint')} />
      <div role="radiogroup" aria-label={t('profile.language')} className="space-y-2">
        {LANGS.map((l) => {
          const on = i18n.language === l;
          return (
            <button key={l} type="button" role="radio" aria-checked={on} onClick={() => { if (!on) void changeLanguage(l); }}
              className={`flex w-full items-center gap-3 rounded-xl px-4 py-3 text-left ring-1 transition ${on ? 'bg-brand-50/60 ring-2 ring-brand-600' : 'bg-white ring-slate-200 hover:ring-slate-300'}`}>
              <span className={`flex size-5 items-center justify-center rounded-full ${on ? 'bg-brand-600 text-white' : 'ring-1 ring-slate-300'}`}>
                {on && <Check className="size-3.5" aria-hidden />}
              </span>
              <span className="flex-1 text-sm font-medium text-slate-900">{SAMPLE[l]}</span>
              {on && <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-700">{t('profile.current')}</span>}
            </button>
          );
        })}
      </div>
    </div>
  );
}
