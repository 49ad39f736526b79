// Binding and unbinding (spec 002 §4): the OAuth window posts 'closeme' and closes, the state
// is asked again; bound, a success alert shows and the page reloads. Unbinding likewise.
import { create } from 'zustand';
import { i18n } from '../i18n';
import { useToasts } from '../components/Toasts';
import { useLiepinAccount } from './account';
import { unbind } from './api';
import { bindAccount, PopupBlockedError } from '../jobboard';

/** How long the success alert shows before the page reloads. */
export const RELOAD_DELAY = 1200;

let reload = () => window.location.reload();
/** Tests replace the reload. */
export function setReload(fn: () => void) { reload = fn; }

export async function startBind(): Promise<boolean> {
  const push = useToasts.getState().push;
  let ok: boolean;
  try {
    ok = await bindAccount('liepin');
  } catch (e) {
    push('error', e instanceof PopupBlockedError ? i18n.t('jobboard.bind.blocked') : e instanceof Error ? e.message : String(e));
    return false;
  }
  const state = await useLiepinAccount.getState().load(true);
  if (ok || state === 'bound') {
    push('success', i18n.t('liepin.bound'));
    setTimeout(reload, RELOAD_DELAY);
    return true;
  }
  push('error', i18n.t('liepin.bindFailed'));
  return false;
}

/** The 'Unbind account' modal is drawn by the module's host, so it outlives the phone's
 * drawer the entry sits in. */
export const useUnbindDialog = create<{ open: boolean; set(open: boolean): void }>((set) => ({ open: false, set: (open) => set({ open }) }));

export async function confirmUnbind(): Promise<void> {
  const push = useToasts.getState().push;
  try {
    await unbind();
  } catch (e) {
    push('error', e instanceof Error ? e.message : String(e));
    return;
  }
  useUnbindDialog.getState().set(false);
  await useLiepinAccount.getState().load(true);
  push('success', i18n.t('liepin.unbound'));
  setTimeout(reload, RELOAD_DELAY);
}
