// Only one tab per browser holds the live-push connection and shows desktop notifications
// (spec 001 §4): the master. Tabs elect it with a lock in localStorage that its holder
// renews every BEAT ms; a lock older than TTL is free, so when the master tab closes (or
// freezes) another takes over within a few seconds. A closing master frees the lock at once.

export const LOCK_KEY = 'notification';
export const BEAT = 1000;
export const TTL = 4000;

export interface Lock { id: string; at: number }

/** What the election needs of localStorage; tests give a map. */
export interface LockStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function readLock(storage: LockStorage): Lock | undefined {
  try {
    const v = JSON.parse(storage.getItem(LOCK_KEY) ?? 'null') as Lock | null;
    return v && typeof v.id === 'string' && typeof v.at === 'number' ? v : undefined;
  } catch {
    return undefined;
  }
}

/** One tab's side of the election. */
export class MasterElection {
  master = false;
  constructor(private storage: LockStorage, readonly id: string, private now: () => number = Date.now) {}

  /** Claims or renews the lock when it is free, stale or ours; answers whether we are master. */
  tick(): boolean {
    const lock = readLock(this.storage);
    const now = this.now();
    const free = !lock || lock.id === this.id || now - lock.at > TTL;
    if (free) {
      this.storage.setItem(LOCK_KEY, JSON.stringify({ id: this.id, at: now }));
      // Two tabs may claim a free lock in the same instant: the one whose write stayed wins.
      this.master = readLock(this.storage)?.id === this.id;
    } else {
      this.master = false;
    }
    return this.master;
  }

  /** Frees the lock if ours, so another tab takes over on its next tick. */
  resign() {
    if (readLock(this.storage)?.id === this.id) this.storage.removeItem(LOCK_KEY);
    this.master = false;
  }
}

/** Runs an election for this tab: onChange(true) when it becomes master, (false) when it
 * stops. Answers the function that ends it (and resigns). */
export function electMaster(onChange: (master: boolean) => void, storage: LockStorage = localStorage, id = randomId()): () => void {
  const election = new MasterElection(storage, id);
  let was = false;
  const tick = () => {
    const is = election.tick();
    if (is !== was) { was = is; onChange(is); }
  };
  tick();
  const timer = setInterval(tick, BEAT);
  // A freed lock is taken by the next tab that hears of it, not only on its next beat.
  const onStorage = (e: StorageEvent) => { if (e.key === LOCK_KEY && e.newValue === null) tick(); };
  const onUnload = () => election.resign();
  window.addEventListener('storage', onStorage);
  window.addEventListener('pagehide', onUnload);
  return () => {
    clearInterval(timer);
    window.removeEventListener('storage', onStorage);
    window.removeEventListener('pagehide', onUnload);
    election.resign();
    if (was) onChange(false);
  };
}

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`;
}
