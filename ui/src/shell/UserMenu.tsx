import { ArrowLeftCircle, Check, FileDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { Avatar } from '../components/Avatar';
import { Menu, MenuItem } from '../components/Menu';
import { useToasts } from '../components/Toasts';
import { LANGS } from '../i18n/language';
import { openExports } from '../exports/openExports';
import { useModules } from '../modules/active';
import { collect } from '../modules/registry';
import { useSession } from '../stores/session';
import { useChangeLanguage } from './useChangeLanguage';

function parentName(p: unknown): string | undefined {
  if (p && typeof p === 'object' && '__name__' in p) return String((p as { __name__: unknown }).__name__);
  return undefined;
}

/** The avatar's menu: the modules' entries, My exports, the quick
 * language switch, and log out (or back to the parent user). */
export function UserMenu() {
  const { t, i18n } = useTranslation();
  const user = useSession((s) => s.user)!;
  const push = useToasts((s) => s.push);
  const changeLanguage = useChangeLanguage();
  const entries = collect(useModules(), 'userMenu').filter((e) => !e.shown || e.shown(user));

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
    <Menu label={user.__name__} button={
      <span className="flex items-center gap-2">
        <Avatar name={user.__name__} />
        <span className="hidden max-w-40 truncate xl:inline">{user.__name__}</span>
      </span>}>
      {(close) => (
        <>
          <p className="px-3 pb-2 pt-1.5 text-xs text-slate-500">{user.__name__}</p>
          {entries.map((e) => (
            <MenuItem key={e.key} onSelect={() => { close(); e.select(); }}><e.icon className="size-4 text-slate-400" aria-hidden />{t(e.labelKey)}</MenuItem>
          ))}
          <MenuItem onSelect={() => { close(); openExports(); }}><FileDown className="size-4 text-slate-400" aria-hidden />{t('exports.title')}</MenuItem>
          <div className="my-1.5 border-t border-slate-100" />
          {LANGS.map((l) => (
            <MenuItem key={l} onSelect={() => { close(); void changeLanguage(l); }}>
              <Check className={`size-4 ${i18n.language === l ? 'text-brand-600' : 'invisible'}`} aria-hidden />{t(`language.${l}`)}
            </MenuItem>
          ))}
          <div className="my-1.5 border-t border-slate-100" />
          {parent !== undefined
            ? <MenuItem onSelect={() => { close(); void back(); }}><ArrowLeftCircle className="size-4 text-slate-400" aria-hidden />{t('header.back', { name: parent })}</MenuItem>
            : <MenuItem onSelect={() => { close(); void logout(); }}><LogOut className="size-4 text-slate-400" aria-hidden />{t('header.logout')}</MenuItem>}
        </>
      )}
    </Menu>
  );
}
