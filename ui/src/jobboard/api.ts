// The jobboard module's calls (contract: /rest/jobboard/*, /rest/account/*, /rest/oauth2/*)
// and the shapes they answer.
import { get, post } from '../api/client';

/** A bound job-board account (Go jobboard.Account, JSON as the server writes it). */
export interface Account {
  id: number;
  site: string;
  user_id: number;
  user_name: string;
  provider_uid?: string;
  name: string;
  company: string;
  title?: string;
  avatar_url?: string;
  bound_at: string;
  expires_at: string;
}

/** A board whose plugin is on, for the reader. */
export interface Board { site: string; label: string; bound: boolean; account: Account | null }

/** What importing a resume answers: the candidate, and whether it was made (false: the CV was
 * added to the existing candidate the duplicate rules found). */
export interface Imported { id: number; name: string; created: boolean }

/** Go's encoding/json writes the struct's field names when it has no tags: read either. */
function pick(o: Record<string, unknown>, ...names: string[]): unknown {
  for (const n of names) if (o[n] !== undefined && o[n] !== null) return o[n];
  return undefined;
}
const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));

export function toAccount(raw: unknown): Account {
  const o = (raw ?? {}) as Record<string, unknown>;
  return {
    id: Number(pick(o, 'id', 'ID') ?? 0),
    site: str(pick(o, 'site', 'Site')),
    user_id: Number(pick(o, 'user_id', 'UserID') ?? 0),
    user_name: str(pick(o, 'user_name', 'UserName')),
    provider_uid: str(pick(o, 'provider_uid', 'ProviderUID')),
    name: str(pick(o, 'name', 'Name')),
    company: str(pick(o, 'company', 'Company')),
    title: str(pick(o, 'title', 'Title')),
    avatar_url: str(pick(o, 'avatar_url', 'AvatarURL')),
    bound_at: str(pick(o, 'bound_at', 'BoundAt')),
    expires_at: str(pick(o, 'expires_at', 'ExpiresAt')),
  };
}

export async function fetchBoards(): Promise<Board[]> {
  const body = await get('/rest/jobboard/boards');
  return ((body.list ?? []) as Record<string, unknown>[]).map((b) => ({
    site: str(b.site), label: str(b.label), bound: Boolean(b.bound), account: b.account ? toAccount(b.account) : null,
  }));
}

export async function fetchAccounts(site?: string): Promise<Account[]> {
  const body = await get('/rest/account/list', { site });
  return ((body.list ?? []) as unknown[]).map(toAccount);
}

export async function revokeAccount(id: number): Promise<void> {
  await post('/rest/account/revoke', { id });
}

/** Closes every open publication of the job; answers how many were closed. */
export async function closePublications(joborder: number): Promise<number> {
  return Number((await post('/rest/jobboard/close_publications', { joborder })).data ?? 0);
}

/** The address the bind window opens: the server redirects it to the provider's consent page,
 * whose answer comes back to this server's callback for the site. */
export function bindUrl(site: string, origin: string): string {
  const q = new URLSearchParams({ site, callback_url: `${origin}/rest/${site}/bind_callback` });
  return `/rest/oauth2/fetch_redirect_url?${q.toString()}`;
}
