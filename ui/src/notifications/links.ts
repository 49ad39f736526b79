// Where a notification leads (spec 000 §2 'A reminder/notification links to the relevant
// record'): its record (model_name + detail_id), else the first record it links to.
import { formatRoute } from '../router/hash';

export interface NoticeLike {
  model_name?: unknown;
  detail_id?: unknown;
  candidate?: unknown;
  joborder?: unknown;
  jobsubmission?: unknown;
  client?: unknown;
}

const LINKED = ['candidate', 'joborder', 'jobsubmission', 'client'] as const;

function idOf(v: unknown): number | undefined {
  const raw = v && typeof v === 'object' && 'id' in v ? (v as { id: unknown }).id : v;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The hash of the notification's record, or undefined when it is about none. */
export function noticeLink(n: NoticeLike): string | undefined {
  const model = typeof n.model_name === 'string' ? n.model_name.trim() : '';
  const id = idOf(n.detail_id);
  if (/^[a-z][a-z0-9_]*$/.test(model) && id) return formatRoute(model, 'detail', { id });
  for (const k of LINKED) {
    const linked = idOf(n[k]);
    if (linked) return formatRoute(k, 'detail', { id: linked });
  }
  return undefined;
}
