// The auto-login landing (spec 000 §2): a link into the app with review_id or interview_id
// (comma lists) opens those CV-sent or interview records: several as their list filtered by
// id__s, one as its detail page with its candidate and job submission.
import { keepParams } from '../router/hash';

/** Landing parameter → the stage model whose records it names. */
export const LANDING_PARAMS: Record<string, string> = { review_id: 'cvsent', interview_id: 'clientinterview' };

export type Landing = { kind: 'list'; hash: string } | { kind: 'record'; model: string; id: number };

function paramsOf(search: string, hash: string): URLSearchParams {
  const out = new URLSearchParams(search);
  const q = hash.indexOf('?');
  if (q >= 0) for (const [k, v] of new URLSearchParams(hash.slice(q + 1))) if (!out.has(k)) out.set(k, v);
  return out;
}

/** Where the landing goes, from the page's search and hash (either may carry the parameter). */
export function landingTarget(search: string, hash: string): Landing | undefined {
  const params = paramsOf(search, hash);
  for (const [param, model] of Object.entries(LANDING_PARAMS)) {
    const ids = (params.get(param) ?? '').split(',').map((s) => s.trim()).filter((s) => /^\d+$/.test(s));
    if (ids.length > 1) return { kind: 'list', hash: `#${model}/list?id__s=${ids.join(',')}` };
    if (ids.length === 1) return { kind: 'record', model, id: Number(ids[0]) };
  }
  return undefined;
}

/** The detail page of one landed record, with the links the flow page reads. */
export function landingDetailHash(model: string, id: number, candidate?: number, jobsubmission?: number): string {
  const q = new URLSearchParams({ id: String(id) });
  if (candidate !== undefined) q.set('candidate', String(candidate));
  if (jobsubmission !== undefined) q.set('jobsubmission', String(jobsubmission));
  return `#${model}/detail?${q.toString()}`;
}

/** The page's search with the landing parameters kept and the rest dropped (sign-in keeps
 * them so the landing still happens after it). */
export function landingSearch(search: string): string {
  return keepParams(search, Object.keys(LANDING_PARAMS));
}
