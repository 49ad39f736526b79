// The one way the app talks to the server. Every answer is the envelope
// {status, data?, message?, ...}; status false becomes an ApiError the screens show.
import { ApiError } from './errors';
import { CSRF_COOKIE, CSRF_HEADER, readCookie } from './csrf';

export type Query = Record<string, string | number | boolean | undefined | null | unknown[]>;

export interface Envelope {
  status: boolean;
  data?: unknown;
  message?: string;
  [extra: string]: unknown;
}

/** Called on every 401 so the session store can send the user to the login page. */
let onUnauthorized: () => void = () => {};
export function setUnauthorizedHandler(fn: () => void) {
  onUnauthorized = fn;
}

/** Sent as Accept-Language so refusals before sign-in come back in the shown language. */
let acceptLanguage = '';
export function setClientLanguage(tag: string) {
  acceptLanguage = tag;
}

function baseHeaders(): Record<string, string> {
  const h: Record<string, string> = { Accept: 'application/json' };
  if (acceptLanguage) h['Accept-Language'] = acceptLanguage;
  return h;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    // List parameters (demandKeys, demandFacets) travel as JSON arrays.
    params.set(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(url: string, init: RequestInit): Promise<Envelope> {
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin', ...init });
  } catch {
    throw new ApiError('network', 'network');
  }
  let body: Envelope | undefined;
  try {
    body = (await res.json()) as Envelope;
  } catch {
    body = undefined;
  }
  if (res.status === 401) {
    onUnauthorized();
    throw new ApiError('unauthorized', body?.message ?? 'unauthorized', 401, body ?? {});
  }
  // A 4xx is a refusal even without an envelope (a proxy's page): the request was heard.
  if (res.status >= 500 || (!body && res.status < 400)) {
    throw new ApiError('server', body?.message ?? `HTTP ${res.status}`, res.status, body ?? {});
  }
  if (!body) throw new ApiError('refused', `HTTP ${res.status} ${res.statusText}`.trim(), res.status);
  if (!body.status) {
    throw new ApiError('refused', body.message ?? `HTTP ${res.status}`, res.status, body);
  }
  return body;
}

/** GET answering the whole envelope (list calls put count/list beside status). */
export function get(path: string, query?: Query): Promise<Envelope> {
  return send(buildUrl(path, query), { method: 'GET', headers: baseHeaders() });
}

/** POST with the form field `data` = JSON, as every state-changing call expects. */
export function post(path: string, data: unknown): Promise<Envelope> {
  return postText(path, JSON.stringify(data));
}

/** POST whose form field `data` is text the caller already holds as JSON (an uploaded package
 * bundle): sent verbatim, so a malformed file reaches the server and its message comes back. */
export function postText(path: string, text: string): Promise<Envelope> {
  const headers: Record<string, string> = {
    ...baseHeaders(),
    'Content-Type': 'application/x-www-form-urlencoded;charset=UTF-8',
  };
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  return send(path, { method: 'POST', headers, body: new URLSearchParams({ data: text }).toString() });
}

/** POST of a multipart form (a file upload), with the CSRF header like every post; the browser
 * sets the Content-Type with its boundary. */
export function postForm(path: string, form: FormData): Promise<Envelope> {
  const headers = baseHeaders();
  const token = readCookie(CSRF_COOKIE);
  if (token) headers[CSRF_HEADER] = token;
  return send(path, { method: 'POST', headers, body: form });
}

/** A file download (export): either a file, or an envelope when the server queued the work. */
export type FileAnswer = { kind: 'file'; blob: Blob; filename: string } | { kind: 'queued'; message: string; taskId?: number; count?: number };

export async function getFile(path: string, query?: Query): Promise<FileAnswer> {
  const url = buildUrl(path, query);
  let res: Response;
  try {
    res = await fetch(url, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', 'network');
  }
  const type = res.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) {
    const body = (await res.json()) as Envelope;
    if (res.status === 401) {
      onUnauthorized();
      throw new ApiError('unauthorized', body.message ?? 'unauthorized', 401, body);
    }
    if (!body.status) throw new ApiError(res.status >= 500 ? 'server' : 'refused', body.message ?? `HTTP ${res.status}`, res.status, body);
    const taskId = Number(body.data), count = Number(body.count);
    return { kind: 'queued', message: body.message ?? '', taskId: Number.isFinite(taskId) && body.data != null ? taskId : undefined, count: Number.isFinite(count) && body.count != null ? count : undefined };
  }
  if (!res.ok) throw new ApiError('server', `HTTP ${res.status}`, res.status);
  return { kind: 'file', blob: await res.blob(), filename: dispositionName(res.headers.get('Content-Disposition') ?? '') ?? 'export.xlsx' };
}

/** The file name of a Content-Disposition: the UTF-8 filename* (RFC 6266) before the ASCII
 * fallback, which stands '_' for every non-ASCII character (a Chinese model label). */
export function dispositionName(disposition: string): string | undefined {
  const utf8 = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (utf8) {
    try {
      return decodeURIComponent(utf8[1].trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : undefined;
}
