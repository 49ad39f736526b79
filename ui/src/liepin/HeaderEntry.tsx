import { ChevronDown, Link2, Search, Unlink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { Menu, MenuItem } from '../components/Menu';
import { isMobilePath } from '../router/hash';
import { useUserConfig } from '../stores/userConfig';
import { menuHidden, useLiepinAccount } from './account';
import { confirmUnbind, startBind, useUnbindDialog } from './binding';
import { resumeListHash } from './filter';
import './i18n';

/** The header's entry (spec 002 §2 "Header menu item"): 'Bind' while no account is bound
 * (opens the OAuth window), else a menu with the resume search and 'Unbind' (the 'Unbind
 * account' modal). Hidden while the user's config sets disableliepinmenu. On the phone it
 * sits in the menu drawer as plain links. */
export function HeaderEntry() {
  const { t } = useTranslation();
  const state = useLiepinAccount((s) => s.state);
  const hidden = useUserConfig((s) => menuHidden(s.values));
  useEffect(() => { void useLiepinAccount.getState().load(); }, []);
  if (hidden || state === 'unknown') return null;
  const askUnbind = () => useUnbindDialog.getState().set(true);
  const plain = 'inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900';
  if (state === 'unbound') {
    return <button type="button" className={plain} onClick={() => void startBind()} data-testid="liepin-bind"><Link2 className="size-4" aria-hidden />{t('liepin.bind')}</button>;
  }
  if (isMobilePath()) {
    return (
      <>
        <a href={resumeListHash()} className={plain}><Search className="size-4" aria-hidden />{t('liepin.resumeSearch')}</a>
        <button type="button" className={plain} onClick={askUnbind}><Unlink className="size-4" aria-hidden />{t('liepin.unbind')}</button>
      </>
    );
  }
  return (
    <Menu label={t('liepin.menu')} button={<span className="flex items-center gap-1" data-testid="liepin-menu">{t('liepin.menu')}<ChevronDown className="size-3.5" aria-hidden /></span>}>
      {(close) => (
        <>
          <MenuItem href={resumeListHash()} onSelect={close}><Search className="size-4" aria-hidden />{t('liepin.resumeSearch')}</MenuItem>
          <MenuItem onSelect={() => { close(); askUnbind(); }}><Unlink className="size-4" aria-hidden />{t('liepin.unbind')}</MenuItem>
        </>
      )}
    </Menu>
  );
}

/** The 'Unbind account' modal (small, titled, with a confirm action), mounted by the module's
 * host so it outlives the phone's drawer. */
export function UnbindHost() {
  const open = useUnbindDialog((s) => s.open);
  return open ? <UnbindDialog /> : null;
}

function UnbindDialog() {
  const { t } = useTranslation();
  const user = useLiepinAccount((s) => s.user);
  const [busy, setBusy] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => { ref.current?.showModal(); }, []);
  const cancel = () => useUnbindDialog.getState().set(false);
  return (
    <dialog ref={ref} onCancel={cancel} aria-labelledby="liepin-unbind-title" className="m-auto w-full max-w-sm rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <div className="space-y-2 p-6">
        <h2 id="liepin-unbind-title" className="text-base font-semibold text-slate-900">{t('liepin.unbindTitle')}</h2>
        <p className="text-sm text-slate-600">{t('liepin.unbindMessage', { who: user?.name ? t('liepin.unbindWho', { name: user.name }) : '' })}</p>
      </div>
      <div className="flex justify-end gap-2 bg-slate-50 px-6 py-3">
        <Button onClick={cancel}>{t('common.cancel')}</Button>
        <Button variant="danger" disabled={busy} autoFocus onClick={() => { setBusy(true); void confirmUnbind().finally(() => setBusy(false)); }}>{t('liepin.unbindConfirm')}</Button>
      </div>
    </dialog>
  );
}
