// Per-browser preferences remembered in localStorage: sidebar and sidebar-section state per
// model. The page size lives on the server (stores/userConfig.ts).
// The storage event keeps open tabs in step.
import { create } from 'zustand';

export const PAGE_SIZES = [25, 50, 100] as const;
const STORAGE_KEY = 'huntline.preferences';

interface Stored {
  sidebarOpen: Record<string, boolean>;
  /** model → sidebar section (saved filters, folders, a facet) → open. */
  sectionOpen: Record<string, Record<string, boolean>>;
  /** Models the user chose not to see in quick search results. */
  quickSearchHidden: string[];
}

interface PreferencesState extends Stored {
  setSectionOpen(model: string, section: string, open: boolean): void;
  setSidebarOpen(model: string, open: boolean): void;
  toggleQuickSearchModel(model: string): void;
}

function read(): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '{}') as Partial<Stored>;
    return { sidebarOpen: parsed.sidebarOpen ?? {}, sectionOpen: parsed.sectionOpen ?? {}, quickSearchHidden: parsed.quickSearchHidden ?? [] };
  } catch {
    return { sidebarOpen: {}, sectionOpen: {}, quickSearchHidden: [] };
  }
}

function write(s: Stored) {
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ sidebarOpen: s.sidebarOpen, sectionOpen: s.sectionOpen, quickSearchHidden: s.quickSearchHidden }));
}

export const usePreferences = create<PreferencesState>((set, get) => ({
  ...read(),
  setSectionOpen(model, section, open) {
    const all = get().sectionOpen;
    set({ sectionOpen: { ...all, [model]: { ...all[model], [section]: open } } });
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

/** Sections start open until the user closes them. */
export function sectionOpenFor(model: string, section: string, prefs: Stored): boolean {
  return prefs.sectionOpen[model]?.[section] ?? true;
}

/** Hidden by default on narrow screens, open otherwise, until the user chooses. */
export function sidebarOpenFor(model: string, prefs: Stored, width = window.innerWidth): boolean {
  return prefs.sidebarOpen[model] ?? width >= 980;
}
