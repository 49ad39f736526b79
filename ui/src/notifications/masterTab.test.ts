import { describe, expect, it } from 'vitest';
import { LOCK_KEY, MasterElection, TTL, readLock, type LockStorage } from './masterTab';

function memoryStorage(): LockStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => { data.set(k, v); }, removeItem: (k) => { data.delete(k); } };
}

describe('master tab election', () => {
  type Step = { tab: 'a' | 'b'; at: number; act?: 'tick' | 'resign'; master?: boolean };
  const cases: { name: string; steps: Step[] }[] = [
    { name: 'the first tab to tick becomes master, the second does not', steps: [
      { tab: 'a', at: 0, master: true }, { tab: 'b', at: 10, master: false }] },
    { name: 'the master keeps the lock while it beats', steps: [
      { tab: 'a', at: 0, master: true }, { tab: 'a', at: TTL - 1, master: true }, { tab: 'b', at: 2 * TTL - 2, master: false }, { tab: 'a', at: 2 * TTL - 1, master: true }] },
    { name: 'a master that stopped beating is replaced after TTL', steps: [
      { tab: 'a', at: 0, master: true }, { tab: 'b', at: TTL, master: false }, { tab: 'b', at: TTL + 1, master: true }, { tab: 'a', at: TTL + 2, master: false }] },
    { name: 'a master that closes hands over at once', steps: [
      { tab: 'a', at: 0, master: true }, { tab: 'a', at: 1, act: 'resign' }, { tab: 'b', at: 2, master: true }] },
    { name: 'resigning a lock held by another tab leaves it', steps: [
      { tab: 'a', at: 0, master: true }, { tab: 'b', at: 1, act: 'resign' }, { tab: 'b', at: 2, master: false }, { tab: 'a', at: 3, master: true }] },
  ];
  it.each(cases)('$name', ({ steps }) => {
    const storage = memoryStorage();
    let now = 0;
    const tabs = { a: new MasterElection(storage, 'a', () => now), b: new MasterElection(storage, 'b', () => now) };
    for (const s of steps) {
      now = s.at;
      if (s.act === 'resign') { tabs[s.tab].resign(); continue; }
      expect(tabs[s.tab].tick(), `${s.tab} at ${s.at}`).toBe(s.master);
    }
  });

  it('reads a damaged lock as free', () => {
    const storage = memoryStorage();
    storage.setItem(LOCK_KEY, '{broken');
    expect(readLock(storage)).toBeUndefined();
    expect(new MasterElection(storage, 'a', () => 5).tick()).toBe(true);
  });
});
