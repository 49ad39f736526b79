import { ArrowLeftCircle, Check, KeyRound, Languages, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { Lang } from '../api/types';
import { Menu, MenuItem } from '../components/Menu';
import { useToasts } from '../components/Toasts';
import { setLang } from '../i18n';
import { LANGS } from '../i18n/language';
import { useSession } from '../stores/session';
import { PasswordDialog } from './PasswordDialog';

function initials(name: string): string {
  const latin = name.match(/[A-Za-z]+/g);
  if (latin && latin.length >= 2) return (latin[0][0] + latin[1][0]).toUpperCase();
  return name.trim().slice(0, 1).toUpperCase();
}

function parentName(p: unknown): string | undefined {
  if (p && typeof p === 'object' && '__name__' in p) return String((p as { __name__: unknown }).__name__);
  return undefined;
}

export function UserMenu() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user)!;
  const push = useToasts((s) => s.push);
  const [passwordOpen, setPasswordOpen] = useState(false);

  async function changeLanguage(lang: Lang) {
    try {
      await api.changeLanguage(user, lang);
      // Field labels come from the server in the user's language: reload them with the page.
      setLang(lang);
      window.location.reload();
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    }
  }
  async function logout() {
    await api.logout().catch(() => {});
    history.replaceState(null, '', window.location.pathname);
    useSession.getState().signedOut();
  }
  async function back() {
    try {
      await api.back();
      window.location.reload();
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    }
  }

  const parent = user.parent_user ? parentName(user.parent_user) ?? '' : undefined;
  return (
    <>
      <Menu label={user.__name__} button={
        <span className="flex items-center gap-2">
          <span className="flex size-8 items-center justify-center rounded-full bg-brand-100 text-xs font-semibold text-brand-700">{initials(user.__name__)}</span>
          <span className="hidden max-w-40 truncate xl:inline">{user.__name__}</span>
        </span>}>
        {(close) => (
          <>
            <p className="px-3 pb-2 pt-1.5 text-xs text-slate-500">{user.__name__}</p>
            <p className="flex items-center gap-2 px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-400"><Languages className="size-3.5" aria-hidden />{t('header.language')}</p>
            {LANGS.map((l) => (
              <MenuItem key={l} onSelect={() => { close(); void changeLanguage(l); }}>
                <Check className={`size-4 ${i18n.language === l ? 'text-brand-600' : 'invisible'}`} aria-hidden />{t(`language.${l}`)}
              </MenuItem>
            ))}
            <div className="my-1.5 border-t border-slate-100" />
            <MenuItem onSelect={() => { close(); setPasswordOpen(true); }}><KeyRound className="size-4 text-slate-400" aria-hidden />{t('header.changePassword')}</MenuItem>
            {parent !== undefined
              ? <MenuItem onSelect={() => { close(); void back(); }}><ArrowLeftCircle className="size-4 text-slate-400" aria-hidden />{t('header.back', { name: parent })}</MenuItem>
              : <MenuItem onSelect={() => { close(); void logout(); }}><LogOut className="size-4 text-slate-400" aria-hidden />{t('header.logout')}</MenuItem>}
          </>
        )}
      </Menu>
      {passwordOpen && <PasswordDialog onClose={() => setPasswordOpen(false)} />}
    </>
  );
}
