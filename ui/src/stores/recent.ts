// Records the user opened lately, for the quick search panel before anything is typed.
// The server logs every record read (GET /rest/{model}/{id}) and answers them newest first,
// permission-checked, so the list follows the user across browsers. refresh() when shown.
import { create } from 'zustand';
import { api } from '../api/endpoints';
import type { BrowsedRecord } from '../api/types';

export interface RecentRecord { model: string; id: number; name: string; modelLabel?: string }
const RECENT_MAX = 10;

interface RecentState { records: RecentRecord[]; refresh(): Promise<void> }

export function toRecent(b: BrowsedRecord): RecentRecord {
  return { model: b.model, id: b.id, name: String(b.__name__ ?? b.id), modelLabel: b.model_label };
}

export const useRecent = create<RecentState>((set) => ({
  records: [],
  async refresh() {
    try {
      set({ records: (await api.browseLog(RECENT_MAX)).map(toRecent) });
    } catch {
      // The panel keeps what it showed last; the search itself still works.
    }
  },
}));
