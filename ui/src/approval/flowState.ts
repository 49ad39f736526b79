// What the approval flow page shows of a flow's flow_data (spec 000 §3 "Approval flow data",
// §4 "Approval flow: each level lists approvers who either have an approved entry or are
// pending (carrying the last feedback status)", §8 'No Line Manager').
import type { DataRecord } from '../api/types';

export type FeedbackStatus = 'approved' | 'rejected';
export type LevelStatus = 'waiting' | 'pending' | 'approved' | 'rejected';

export interface FlowEntry {
  idx: number;
  approval_id: number;
  user: number;
  feedback: { status: FeedbackStatus; content: string };
  date: string;
}

export interface FlowLevel {
  name: string;
  id: number;
  type: string;
  approvers: number[];
  missing?: string;
  status: LevelStatus;
  entries: FlowEntry[];
}

/** One approver row of a level. */
export interface ApproverRow {
  user: number;
  /** acted: their entry decides; pending: the level waits on them; waiting: the level has
   * not been reached; idle: the level ended without them (another approver decided). */
  state: FeedbackStatus | 'pending' | 'waiting' | 'idle';
  entry?: FlowEntry;
  /** The level's last feedback status, carried by those still pending (spec 000 §4). */
  last?: FeedbackStatus;
}

export interface LevelView {
  index: number;
  name: string;
  type: string;
  status: LevelStatus;
  /** The approver type whose approvers could not be found ('line_manager' → No Line Manager). */
  missing?: string;
  rows: ApproverRow[];
  current: boolean;
}

const num = (v: unknown) => {
  const n = Number(v && typeof v === 'object' ? (v as { id?: unknown }).id : v);
  return Number.isFinite(n) ? n : 0;
};
const LEVEL_STATUSES: LevelStatus[] = ['waiting', 'pending', 'approved', 'rejected'];

function entryOf(raw: Record<string, unknown>, i: number): FlowEntry | undefined {
  const fb = (raw.feedback ?? {}) as Record<string, unknown>;
  const status = fb.status === 'approved' || fb.status === 'rejected' ? fb.status : undefined;
  if (!status) return undefined;
  return {
    idx: Number(raw.idx ?? i), approval_id: num(raw.approval_id), user: num(raw.user),
    feedback: { status, content: fb.content === undefined || fb.content === null ? '' : String(fb.content) }, date: String(raw.date ?? ''),
  };
}

/** flow_data (JSON text, or already parsed) as levels; anything unreadable is left out. */
export function parseFlowData(data: unknown): FlowLevel[] {
  let list: unknown = data;
  if (typeof data === 'string') {
    try { list = JSON.parse(data); } catch { return []; }
  }
  if (!Array.isArray(list)) return [];
  return list.filter((l) => l && typeof l === 'object').map((l: Record<string, unknown>, i) => ({
    name: String(l.name ?? ''),
    id: Number(l.id ?? i + 1),
    type: String(l.type ?? ''),
    approvers: (Array.isArray(l.approvers) ? l.approvers : []).map(num).filter((n) => n > 0),
    missing: l.missing ? String(l.missing) : undefined,
    status: LEVEL_STATUSES.includes(l.status as LevelStatus) ? (l.status as LevelStatus) : 'waiting',
    entries: (Array.isArray(l.entries) ? l.entries : []).map((e, j) => entryOf(e as Record<string, unknown>, j)).filter((e): e is FlowEntry => !!e),
  }));
}

/** Each level's approvers: the named ones in order, then anyone else who left an entry; an
 * approver's latest entry (by idx) stands. A waiting level has no approvers yet (the engine
 * finds them when the level is reached), which is not a missing approver. */
export function levelViews(levels: FlowLevel[]): LevelView[] {
  const currentIndex = levels.findIndex((l) => l.status === 'pending');
  return levels.map((l, index) => {
    const latest = new Map<number, FlowEntry>();
    for (const e of [...l.entries].sort((a, b) => a.idx - b.idx)) latest.set(e.user, e);
    const last = [...l.entries].sort((a, b) => a.idx - b.idx).at(-1)?.feedback.status;
    const users = [...new Set([...l.approvers, ...latest.keys()])];
    const rows = users.map((user): ApproverRow => {
      const entry = latest.get(user);
      if (entry) return { user, state: entry.feedback.status, entry };
      if (l.status === 'pending') return { user, state: 'pending', last };
      return { user, state: l.status === 'waiting' ? 'waiting' : 'idle' };
    });
    return { index, name: l.name, type: l.type, status: l.status, missing: l.missing ?? (l.status === 'pending' && l.approvers.length === 0 && l.entries.length === 0 ? l.type : undefined), rows, current: index === currentIndex };
  });
}

/** May this user approve or reject now: the flow is pending and they are a pending approver
 * of its current level, or the level found no approver and they are an administrator (the
 * engine lets an administrator move such a level, so a flow is never stuck). The server
 * checks again; this only decides whether to offer it. */
export function canAct(flow: DataRecord, levels: LevelView[], userId: number, isAdmin = false): boolean {
  if (flow.status !== 'pending') return false;
  const current = levels.find((l) => l.current);
  if (!current) return false;
  if (current.missing && !current.rows.some((r) => r.state === 'pending')) return isAdmin;
  const pendingHere = current.rows.some((r) => r.user === userId && r.state === 'pending');
  // approvers on the record: the current pending approver ids, kept by the engine.
  const onRecord = Array.isArray(flow.approvers) ? (flow.approvers as unknown[]).map(num) : undefined;
  return pendingHere && (!onRecord || onRecord.includes(userId));
}

/** Every user id the flow names, to read their names at once. */
export function userIds(levels: FlowLevel[]): number[] {
  return [...new Set(levels.flatMap((l) => [...l.approvers, ...l.entries.map((e) => e.user)]))];
}
