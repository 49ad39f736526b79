// Tests only: a fetch that answers by path, in order, and records what was asked.
import { vi } from 'vitest';

export type Answer = { status?: number; body: unknown };
export interface Call { url: string; method: string; data?: unknown }

export function fakeServer() {
  const answers: Record<string, Answer[]> = {};
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    const raw = init?.body ? new URLSearchParams(String(init.body)).get('data') : null;
    calls.push({ url, method: init?.method ?? 'GET', data: raw === null ? undefined : JSON.parse(raw) });
    const key = Object.keys(answers).filter((k) => url.startsWith(k)).sort((a, b) => b.length - a.length)[0];
    const next = key ? (answers[key].length > 1 ? answers[key].shift() : answers[key][0]) : undefined;
    if (!next) throw new Error(`no answer for ${url}`);
    return new Response(JSON.stringify(next.body), { status: next.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    /** Answers for urls starting with path, in order; the last one repeats. */
    answer(path: string, ...list: Answer[]) { answers[path] = [...(answers[path] ?? []), ...list]; },
  };
}
