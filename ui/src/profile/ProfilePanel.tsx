import { Bell, KeyRound, Languages, Mail, UserRound, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../components/Avatar';
import { SlideOver } from '../components/SlideOver';
import { usePageFloat } from '../stores/pageFloat';
import { useSession } from '../stores/session';
import { LanguagePage } from './LanguagePage';
import { profileLinks, profileTitleKey, type ProfileSub } from './links';
import { MessageSettingsPage } from './MessageSettingsPage';
import { MyProfile } from './MyProfile';
import { PasswordPage } from './PasswordPage';
import { PersonalEmailPage } from '../email/PersonalEmailPage';

const ICONS: Record<ProfileSub, LucideIcon> = { profile: UserRound, password: KeyRound, email: Mail, language: Languages, message: Bell };

/** The profile wrapper (spec 001): the page float profile:{sub}, side links on the left and the
 * sub page on the right. A sub page the user may not see (My Profile for a line manager) or that
 * does not exist yet shows the generic 'Details' title with a pointer to the links. */
export default function ProfilePanel({ sub, closing }: { sub: string; closing: boolean }) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user)!;
  const config = useSession((s) => s.config);
  const links = profileLinks(user, config);
  const allowed = (links as string[]).includes(sub);
  const title = t(allowed ? profileTitleKey(sub) : 'profile.details');
  const close = () => { usePageFloat.getState().close(); };
  return (
    <SlideOver title={title} onRequestClose={close} closing={closing} size="wide">
      <nav aria-label={t('profile.nav')} className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-slate-50/80 max-sm:w-16">
        <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-4 max-sm:justify-center max-sm:px-2">
          <Avatar name={user.__name__} size="md" />
          <div className="min-w-0 max-sm:hidden">
            <p className="truncate text-sm font-semibold text-slate-900">{user.__name__}</p>
            {user.email && <p className="truncate text-xs text-slate-500">{user.email}</p>}
          </div>
        </div>
        <ul className="space-y-0.5 p-2">
          {links.map((l) => {
            const Icon = ICONS[l];
            const current = l === sub;
            return (
              <li key={l}>
                <button type="button" aria-current={current ? 'page' : undefined} title={t(profileTitleKey(l))}
                  onClick={() => usePageFloat.getState().switchTo(`profile:${l}`)}
                  className={`flex w-full items-center gap-2.5 rounded-lg px-3 py-2 text-left text-sm font-medium transition-colors max-sm:justify-center ${current ? 'bg-white text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-600 hover:bg-white/70 hover:text-slate-900'}`}>
                  <Icon className={`size-4 shrink-0 ${current ? 'text-brand-600' : 'text-slate-400'}`} aria-hidden />
                  <span className="truncate max-sm:hidden">{t(profileTitleKey(l))}</span>
                </button>
              </li>
            );
          })}
        </ul>
      </nav>
      <section className="min-w-0 flex-1 overflow-y-auto px-8 py-7 max-sm:px-4">
        {allowed && sub === 'profile' && <MyProfile />}
        {allowed && sub === 'password' && <PasswordPage />}
        {allowed && sub === 'language' && <LanguagePage />}
        {allowed && sub === 'email' && <PersonalEmailPage />}
        {allowed && sub === 'message' && <MessageSettingsPage />}
        {!allowed && <p className="text-sm text-slate-500">{t('profile.unknown')}</p>}
      </section>
    </SlideOver>
  );
}

/** A sub page's heading and one line saying what it is for. */
export function PageHeading({ title, hint }: { title: string; hint: string }) {
  return (
    <div className="mb-6">
      <h3 className="text-lg font-semibold tracking-tight text-slate-900">{title}</h3>
      <p className="mt-1 text-sm text-slate-500">{hint}</p>
    </div>
  );
}
