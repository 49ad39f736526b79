// What a saved report is on the client: the record of the server's reportsaved model, whose
// filter and view are JSON text, and the pure rules the screens follow (which shares to add
// or remove, what the schedule call is sent, which report parameters a saved report opens).
import type { ShareEntry } from '../api/types';

/** A report's filter (contract §2): gql, groupby_x/y/z, datetype, daterange, filter_basic. */
export type ReportFilterValues = Record<string, unknown>;
/** A report's view config: viewType, suffix, suffix_user_id, config_name, score_config_name. */
export type ReportViewValues = Record<string, unknown>;

export type Frequency = 'off' | 'daily' | 'weekly' | 'monthly';

/** A saved report as GET /rest/reportsaved/list and /{id} answer it. */
export interface SavedReport {
  id: number;
  version?: number;
  name: string;
  type: string;
  filter?: string | null;
  viewconfig?: string | null;
  owner?: number | { id: number; __name__?: string } | null;
  frequency?: Frequency | null;
  weekday?: number | null;
  day?: number | null;
  hour?: number | null;
  recipients?: Array<number | { id: number; __name__?: string }> | null;
  next_run?: string | null;
  last_run?: string | null;
  last_error?: string | null;
}

/** A share of a record as GET /rest/{model}/{id}/share answers it. */
export interface RecordShare { id: number; type: ShareEntry['type']; value: number; permission: 'view' | 'edit' }

/** The schedule call's body (POST /rest/reportsaved/{id}/schedule). */
export interface ScheduleBody { frequency: Frequency; weekday?: number; day?: number; hour?: number; recipients?: number[] }

const idOf = (v: unknown): number | undefined =>
  typeof v === 'number' ? v : v && typeof v === 'object' && typeof (v as { id?: unknown }).id === 'number' ? (v as { id: number }).id : undefined;

/** The owner's id of a saved report. */
export function ownerOf(r: SavedReport): number | undefined {
  return idOf(r.owner);
}

/** Whether the signed-in user owns it (he may change, share, schedule and delete it). */
export function ownedBy(r: SavedReport, userId: number | undefined): boolean {
  return userId !== undefined && ownerOf(r) === userId;
}

function parseObject(text: string | null | undefined): Record<string, unknown> {
  if (!text) return {};
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The report filter and view a saved report opens with (#report/{type}?saved={id}). */
export function savedParams(r: SavedReport): { filter: ReportFilterValues; viewConfig: ReportViewValues } {
  return { filter: parseObject(r.filter), viewConfig: parseObject(r.viewconfig) };
}

/** The route that opens a saved report. */
export function savedRoute(r: Pick<SavedReport, 'id' | 'type'>): string {
  return `#report/${encodeURIComponent(r.type)}?saved=${r.id}`;
}

/** The record a Save posts: filter and view as JSON text, empty values left out. */
export function saveBody(name: string, type: string, filter: object, viewConfig: object) {
  const clean = (o: object) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== null && v !== ''));
  return { name: name.trim(), type, filter: JSON.stringify(clean(filter)), viewconfig: JSON.stringify(clean(viewConfig)) };
}

/** The share editor's entries for a record's shares (the editor shows targets, not permissions). */
export function entriesOf(shares: RecordShare[]): ShareEntry[] {
  return shares.map((s) => (s.type === 'everyone' ? { type: 'everyone' } : { type: s.type, value: s.value }));
}

const sameTarget = (s: RecordShare, e: ShareEntry) => s.type === e.type && (e.type === 'everyone' || Number(e.value) === s.value);

/** What to change for a record's shares to become the editor's entries: shares to remove
 * (by id) and targets to add, to view. */
export function shareChanges(current: RecordShare[], next: ShareEntry[]): { remove: number[]; add: ShareEntry[] } {
  return {
    remove: current.filter((s) => !next.some((e) => sameTarget(s, e))).map((s) => s.id),
    add: next.filter((e) => !current.some((s) => sameTarget(s, e))),
  };
}

/** The schedule form's values. */
export interface ScheduleForm { frequency: Frequency; weekday: number; day: number; hour: number; recipients: number[] }

/** The form a saved report's schedule opens with: its own, else weekly on Monday at 08:00 to its owner. */
export function scheduleForm(r: SavedReport, me: number | undefined): ScheduleForm {
  const recipients = (r.recipients ?? []).map(idOf).filter((v): v is number => v !== undefined);
  return {
    frequency: r.frequency && r.frequency !== 'off' ? r.frequency : 'weekly',
    weekday: r.weekday ?? 1,
    day: r.day ?? 1,
    hour: r.hour ?? 8,
    recipients: recipients.length ? recipients : me !== undefined ? [me] : [],
  };
}

/** The schedule call's body for the form: only the fields its frequency reads. */
export function scheduleBody(f: ScheduleForm): ScheduleBody {
  switch (f.frequency) {
    case 'off':
      return { frequency: 'off' };
    case 'weekly':
      return { frequency: 'weekly', weekday: f.weekday, hour: f.hour, recipients: f.recipients };
    case 'monthly':
      return { frequency: 'monthly', day: f.day, hour: f.hour, recipients: f.recipients };
    default:
      return { frequency: 'daily', hour: f.hour, recipients: f.recipients };
  }
}
