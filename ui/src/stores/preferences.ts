// Per-browser preferences remembered in localStorage: page size and sidebar state per model.
// The storage event keeps open tabs in step.
import { create } from 'zustand';

export const PAGE_SIZES = [25, 50, 100] as const;
const STORAGE_KEY = 'huntline.preferences';

interface Stored {
  pageSize: Record<string, number>;
  sidebarOpen: Record<string, boolean>;
  /** Models the user chose not to see in quick search results. */
  quickSearchHidden: string[];
}

interface PreferencesState extends Stored {
  setPageSize(model: string, size: number): void;
  setSidebarOpen(model: string, open: boolean): void;
  toggleQuickSearchModel(model: string): void;
}

function read(): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Stored>;
    return { pageSize: parsed.pageSize ?? {}, sidebarOpen: parsed.sidebarOpen ?? {}, quickSearchHidden: parsed.quickSearchHidden ?? [] };
  } catch {
    return { pageSize: {}, sidebarOpen: {}, quickSearchHidden: [] };
  }
}

function write(s: Stored) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ pageSize: s.pageSize, sidebarOpen: s.sidebarOpen, quickSearchHidden: s.quickSearchHidden }));
}

export const usePreferences = create<PreferencesState>((set, get) => ({
  ...read(),
  setPageSize(model, size) {
    set({ pageSize: { ...get().pageSize, [model]: size } });
    write(get());
  },
  setSidebarOpen(model, open) {
    set({ sidebarOpen: { ...get().sidebarOpen, [model]: open } });
    write(get());
  },
  toggleQuickSearchModel(model) {
    const hidden = get().quickSearchHidden;
    set({ quickSearchHidden: hidden.includes(model) ? hidden.filter((m) => m !== model) : [...hidden, model] });
    write(get());
  },
}));

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key === STORAGE_KEY) usePreferences.setState(read());
  });
}

export function pageSizeFor(model: string, prefs: Stored): number {
  return prefs.pageSize[model] ?? PAGE_SIZES[0];
}

/** Hidden by default on narrow screens, open otherwise, until the user chooses. */
export function sidebarOpenFor(model: string, prefs: Stored, width = window.innerWidth): boolean {
  return prefs.sidebarOpen[model] ?? width >= 980;
}
