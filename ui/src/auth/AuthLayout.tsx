import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Logo } from '../components/Logo';
import { LanguageSwitch } from './LanguageSwitch';

/**
 * The signed-out frame: a form card beside a brand panel (the panel hides on narrow screens).
 * background: the tenant's image, shown in the panel instead of the brand gradient.
 * icpRecord: the tenant's ICP filing number (备案号), which sites served in mainland China must
 * show on the sign-in page, linked to the MIIT registry where anyone can look it up.
 */
export function AuthLayout({ children, background, icpRecord }: { children: ReactNode; background?: string; icpRecord?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-full">
      <div className="flex flex-1 flex-col bg-white px-6 py-8 sm:px-12 lg:flex-none lg:w-[480px] xl:w-[560px]">
        <div className="flex items-center justify-between"><Logo /><LanguageSwitch /></div>
        <main className="mx-auto flex w-full max-w-sm flex-1 flex-col justify-center py-12">{children}</main>
        <footer className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 text-center text-xs text-slate-400">
          <span>{t('login.footer', { year: new Date().getFullYear() })}</span>
          {icpRecord && <a href="https://beian.miit.gov.cn/" target="_blank" rel="noopener noreferrer" className="hover:text-slate-600 hover:underline">{icpRecord}</a>}
        </footer>
      </div>
      <aside data-testid="login-background" style={background ? { backgroundImage: `url("${background.replace(/"/g, '%22')}")` } : undefined}
        className={`relative hidden flex-1 overflow-hidden bg-cover bg-center lg:flex lg:flex-col lg:justify-end lg:p-16 ${background ? 'bg-slate-900' : 'bg-gradient-to-br from-brand-600 via-brand-700 to-slate-900'}`}>
        {background && <div className="absolute inset-0 bg-gradient-to-t from-slate-900/80 via-slate-900/20 to-transparent" aria-hidden />}
        {!background && <div className="absolute -right-24 -top-24 size-96 rounded-full bg-white/10 blur-2xl" aria-hidden />}
        {!background && <div className="absolute bottom-40 -left-20 size-72 rounded-full bg-indigo-400/20 blur-2xl" aria-hidden />}
        <div className="relative max-w-lg text-white">
          <h2 className="text-3xl font-semibold leading-tight tracking-tight">{t('login.heroTitle')}</h2>
          <p className="mt-4 text-base text-indigo-100">{t('login.heroBody')}</p>
        </div>
      </aside>
    </div>
  );
}

/** The title of a signed-out form and the line under it. */
export function AuthHeading({ title, hint }: { title: string; hint: string }) {
  return (
    <div>
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-1 text-sm text-slate-500">{hint}</p>
    </div>
  );
}
