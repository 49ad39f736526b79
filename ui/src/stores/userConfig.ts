// The user's own settings kept on the server (GET/POST /rest/data/userconfig), so they follow
// the user to any browser. Loaded once per session; a change is shown at once and then saved.
import { create } from 'zustand';
import { api } from '../api/endpoints';
import { PAGE_SIZES } from './preferences';

interface UserConfigState {
  values: Record<string, unknown>;
  loaded: boolean;
  load(): Promise<void>;
  set(key: string, value: unknown): Promise<void>;
}

let inFlight: Promise<void> | undefined;

export const useUserConfig = create<UserConfigState>((set, get) => ({
  values: {},
  loaded: false,
  load() {
    // One request however many screens ask while it is on its way (the shell asks early).
    inFlight ??= api.userConfig().then(
      (values) => set({ values, loaded: true }),
      () => set({ loaded: true }), // without the settings the defaults apply; the list still works
    ).finally(() => { inFlight = undefined; });
    return inFlight;
  },
  async set(key, value) {
    set({ values: { ...get().values, [key]: value } });
    await api.setUserConfig({ [key]: value });
  },
}));

export const PAGE_SIZE_KEY = 'paginate_by';

/** Whether the lists show the gql box (Advanced), for every model: a way of working, not a
 * model's setting. */
export const ADVANCED_KEY = 'list.advanced';

/** The saved page size when it is one the pager offers, else the first (25). */
export function pageSizeFrom(values: Record<string, unknown>): number {
  const n = Number(values[PAGE_SIZE_KEY]);
  return (PAGE_SIZES as readonly number[]).includes(n) ? n : PAGE_SIZES[0];
}
