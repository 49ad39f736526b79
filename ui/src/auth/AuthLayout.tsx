import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';
import { LanguageSwitch } from './LanguageSwitch';

/** The signed-out frame: a form card beside a brand panel (the panel hides on narrow screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full">
      <div className="flex flex-1 flex-col bg-white px-6 py-8 sm:px-12 lg:flex-none lg:w-[480px] xl:w-[560px]">
        <div className="flex items-center justify-between"><Logo /><LanguageSwitch /></div>
        <main className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-12">{children}</main>
        <footer className="text-center text-xs text-slate-400">{t('login.footer', { year: new Date().getFullYear() })}</footer>
      </div>
      <aside className="relative hidden flex-1 overflow-hidden bg-gradient-to-br from-brand-600 via-brand-700 to-slate-900 lg:flex lg:flex-col lg:justify-end lg:p-16">
        <div className="absolute -right-24 -top-24 size-96 rounded-full bg-white/10 blur-2xl" aria-hidden />
        <div className="absolute bottom-40 -left-20 size-72 rounded-full bg-indigo-400/20 blur-2xl" aria-hidden />
        <div className="relative max-w-lg text-white">
          <h2 className="text-3xl font-semibold leading-tight tracking-tight">{t('login.heroTitle')}</h2>
          <p className="mt-4 text-base text-indigo-100">{t('login.heroBody')}</p>
        </div>
      </aside>
    </div>
  );
}
