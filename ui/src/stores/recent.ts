// Records the user opened lately, for the quick search panel before anything is typed.
// Kept per browser in localStorage; the newest first, at most RECENT_MAX.
import { create } from 'zustand';

export interface RecentRecord { model: string; id: number; name: string }
const STORAGE_KEY = 'huntline.recent';
const RECENT_MAX = 8;

function read(): RecentRecord[] {
  try {
    const v = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

interface RecentState { records: RecentRecord[]; visited(r: RecentRecord): void }

export const useRecent = create<RecentState>((set, get) => ({
  records: read(),
  visited(r) {
    const records = [r, ...get().records.filter((x) => x.model !== r.model || x.id !== r.id)].slice(0, RECENT_MAX);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(records));
    set({ records });
  },
}));
