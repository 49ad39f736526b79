// Hash routes: #{model}/{view}?{query}. list, detail, add and kanban (a pipeline model's
// board of one record: #jobsubmission/kanban?joborder=12) are views; any other view
// falls back to list, and a model without a view goes to its list.
// Special routes open a page float over the current screen instead: #profile/{sub} opens
// profile:{sub} (#profile alone opens My Profile); #message/list opens the notification list. Their first segment is never a model.
// Special pages replace the screen: #system-setting/list?type=options is the admin studio's
// settings (spec 001 §2: a type opens that settings page; no type shows the settings sidebar);
// #feed is the activity of the records the user follows.
import { useSyncExternalStore } from 'react';

export type View = 'list' | 'detail' | 'add' | 'kanban';
export interface Route {
  model: string;
  view: View;
  query: URLSearchParams;
  /** A special route's page float ('profile:password'); model is then ''. */
  float?: string;
  /** A special page in place of a model screen ('system-setting'); model is then ''. */
  page?: string;
}

const VIEWS: View[] = ['list', 'detail', 'add', 'kanban'];
/** Special routes: first segment → the float type they open, and its default subtype. */
const FLOAT_ROUTES: Record<string, string> = { profile: 'profile', message: 'list' };
/** Special pages: first segments that open a page of their own rather than a model. */
const PAGE_ROUTES = ['system-setting', 'feed'];

/** Routes the spec names by another word than the model: approvalsent (the approvals a user
 * sent) is the approval flow's page (spec 000 §2). */
const MODEL_ALIASES: Record<string, string> = { approvalsent: 'approvalflow' };

export function parseHash(hash: string): Route {
  const raw = hash.replace(/^#\/?/, '');
  const [path, qs = ''] = raw.split('?', 2);
  const [segment = '', view = ''] = path.split('/');
  const model = Object.hasOwn(MODEL_ALIASES, segment) ? MODEL_ALIASES[segment] : segment;
  const query = new URLSearchParams(qs);
  if (Object.hasOwn(FLOAT_ROUTES, model)) return { model: '', view: 'list', query, float: `${model}:${view || FLOAT_ROUTES[model]}` };
  if (PAGE_ROUTES.includes(model)) return { model: '', view: 'list', query, page: model };
  return { model, view: (VIEWS as string[]).includes(view) ? (view as View) : 'list', query };
}

/** The hash that opens a special route's float: 'profile:password' → '#profile/password'. */
export function floatRoute(kind: string): string {
  return `#${kind.replace(':', '/')}`;
}

export function formatRoute(model: string, view: View = 'list', query?: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return `#${model}/${view}${qs ? `?${qs}` : ''}`;
}

export function navigate(hash: string, replace = false) {
  if (replace) history.replaceState(null, '', hash);
  else history.pushState(null, '', hash);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
}

function subscribe(cb: () => void) {
  window.addEventListener('hashchange', cb);
  return () => window.removeEventListener('hashchange', cb);
}

/** The current hash; components re-render when it changes. */
export function useHash(): string {
  return useSyncExternalStore(subscribe, () => window.location.hash);
}

/** The mobile layout lives at /m; the same bundle serves both. */
export function isMobilePath(pathname = window.location.pathname): boolean {
  return pathname === '/m' || pathname.startsWith('/m/');
}

/** Narrow windows and mobile browsers belong on /m. */
export function wantsMobile(width: number, userAgent: string): boolean {
  return width < 980 || /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}
