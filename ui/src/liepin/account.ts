// Whether the signed-in user has a Liepin account bound, asked once per page (the header entry,
// the search page and the publish modal read it); binding and unbinding reload the page.
import { create } from 'zustand';
import { fetchUserInfo, type LiepinUser } from './api';

export type BindState = 'unknown' | 'bound' | 'unbound';

interface AccountState {
  state: BindState;
  user: LiepinUser | null;
  load(force?: boolean): Promise<BindState>;
}

let inFlight: Promise<BindState> | undefined;

export const useLiepinAccount = create<AccountState>((set, get) => ({
  state: 'unknown',
  user: null,
  load(force = false) {
    if (!force && get().state !== 'unknown') return Promise.resolve(get().state);
    // A failed call is no account (spec §8: failed calls yield null).
    inFlight ??= fetchUserInfo().catch(() => null).then((user) => {
      const state: BindState = user ? 'bound' : 'unbound';
      set({ state, user });
      return state;
    }).finally(() => { inFlight = undefined; });
    return inFlight;
  },
}));

/** The header entry is hidden while the user's own config sets this flag (spec §6). */
export const HIDE_MENU_KEY = 'disableliepinmenu';

/** Whether a user-config value turns the entry off: true, 1, '1', 'true'. */
export function menuHidden(values: Record<string, unknown>): boolean {
  const v = values[HIDE_MENU_KEY];
  return v === true || v === 1 || v === '1' || v === 'true';
}
