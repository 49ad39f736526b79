// The header's message counts (spec 001 §9): unread notifications (msg), mails, calendar
// and to-dos, kept in localStorage 'message.count' so every tab of the browser shows the
// same numbers: a tab that learns a new count writes it, the others hear the storage event.
import { create } from 'zustand';
import { get as getJson } from '../api/client';

export const COUNT_KEY = 'message.count';
/** The badge shows at most this number, then '999+' (spec 001 §2). */
export const BADGE_CAP = 999;

export type MessageCounts = Record<'msg' | 'email' | 'calendar' | 'todo', number>;
export const NO_COUNTS: MessageCounts = { msg: 0, email: 0, calendar: 0, todo: 0 };

export const countsApi = {
  async messageCounts(): Promise<MessageCounts> {
    return (await getJson('/rest/data/message_count')).data as MessageCounts;
  },
};

/** The badge's text: '' for none, the number up to the cap, '999+' past it. */
export function badgeText(n: number): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  return n > BADGE_CAP ? `${BADGE_CAP}+` : String(Math.floor(n));
}

/** Counts read from storage text; anything unreadable counts as none. */
export function parseCounts(raw: string | null): MessageCounts {
  try {
    const v = JSON.parse(raw ?? '{}') as Record<string, unknown>;
    const out = { ...NO_COUNTS };
    for (const k of Object.keys(out) as (keyof MessageCounts)[]) {
      const n = Number(v[k]);
      if (Number.isFinite(n) && n >= 0) out[k] = n;
    }
    return out;
  } catch {
    return { ...NO_COUNTS };
  }
}

interface CountState {
  counts: MessageCounts;
  /** Sets some counts, here and in every other tab. */
  set(patch: Partial<MessageCounts>): void;
  /** Reads every count from the server. */
  load(): Promise<void>;
}

function stored(): MessageCounts {
  try { return parseCounts(localStorage.getItem(COUNT_KEY)); } catch { return { ...NO_COUNTS }; }
}

export const useMessageCounts = create<CountState>((set, get) => ({
  counts: stored(),
  set(patch) {
    const counts = { ...get().counts, ...patch };
    set({ counts });
    try { localStorage.setItem(COUNT_KEY, JSON.stringify(counts)); } catch { /* private mode: this tab only */ }
  },
  async load() {
    get().set(await countsApi.messageCounts());
  },
}));

/** Follows the counts other tabs write; answers the function that stops. */
export function followOtherTabs(target: Window = window): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === COUNT_KEY) useMessageCounts.setState({ counts: parseCounts(e.newValue) });
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
