// New notifications shown in the page (a popup each, top right) until clicked, closed or
// POPUP_LIFE ms old. Every tab shows them; only the master tab also shows desktop ones.
import { create } from 'zustand';
import type { NoticeLike } from './links';

export const POPUP_LIFE = 10000;
/** At most this many popups at once; older ones give way. */
export const MAX_POPUPS = 3;

export interface Notice extends NoticeLike {
  id: number;
  type?: string;
  content?: string;
  fromuser?: unknown;
}

interface PopupState {
  popups: Notice[];
  add(n: Notice): void;
  dismiss(id: number): void;
}

export const usePopups = create<PopupState>((set, get) => ({
  popups: [],
  add(n) {
    if (!n || typeof n.id !== 'number' || get().popups.some((p) => p.id === n.id)) return;
    set({ popups: [...get().popups, n].slice(-MAX_POPUPS) });
    setTimeout(() => get().dismiss(n.id), POPUP_LIFE);
  },
  dismiss(id) {
    set({ popups: get().popups.filter((p) => p.id !== id) });
  },
}));
