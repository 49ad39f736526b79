// Whether the signed-in user has a Hunter Board account, read once per page from
// GET /rest/hunterboard/user_info (null: not bound) and shared by every screen of the add-on:
// after unbinding, the search page and the publish form say so at once and offer to bind.
import { create } from 'zustand';
import { ApiError } from '../../api/errors';
import { hunterApi } from '../api';
import { bindAccount, useBoardsStore } from '../board';
import type { UserInfo } from '../types';

export type BindState = 'unknown' | 'loading' | 'bound' | 'unbound' | 'error';

interface Binding {
  state: BindState;
  user: UserInfo | null;
  error?: ApiError;
  /** Asks the server (again, when force). */
  load(force?: boolean): Promise<void>;
  /** Opens the board's OAuth window; answers whether the account is bound afterwards. */
  bind(): Promise<boolean>;
  unbind(): Promise<void>;
}

/** The server's refusal of a call that needs an account, in any of its languages (the engine's
 * error body carries no key, so the message is what tells it apart). */
const NOT_BOUND = new Set(['Account not bound', '未绑定帐号', '未綁定帳號']);
export function isNotBound(e: unknown): boolean {
  return e instanceof ApiError && e.kind === 'refused' && NOT_BOUND.has((e.message ?? '').trim());
}

export const useBinding = create<Binding>((set, get) => ({
  state: 'unknown',
  user: null,
  async load(force = false) {
    const s = get().state;
    if (!force && (s === 'loading' || s === 'bound' || s === 'unbound')) return;
    set({ state: 'loading', error: undefined });
    try {
      const user = await hunterApi.userInfo();
      set({ state: user ? 'bound' : 'unbound', user });
    } catch (e) {
      if (isNotBound(e)) set({ state: 'unbound', user: null });
      else set({ state: 'error', error: e instanceof ApiError ? e : new ApiError('network', String(e)) });
    }
  },
  async bind() {
    await bindAccount('hunterboard');
    await get().load(true);
    return get().state === 'bound';
  },
  async unbind() {
    await hunterApi.unbind();
    set({ state: 'unbound', user: null });
    void useBoardsStore.getState().reload(); // jobboard's screens (Publish dropdown, accounts) learn it too
  },
}));

/** A call refused for want of an account: the shared state learns it too. */
export function noteNotBound(e: unknown): boolean {
  if (!isNotBound(e)) return false;
  useBinding.setState({ state: 'unbound', user: null });
  return true;
}
