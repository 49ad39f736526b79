// Hash routes: #{model}/{view}?{query}. list, detail and add are views; a module may add more;
// any other view falls back to list, and a model without a view goes to its list.
// Special routes open a page float over the current screen instead (#{word}/{sub} opens the
// float {word}:{sub}); their first segment is never a model. Special pages replace the screen:
// #system-setting/list?type=options is the settings (spec 001 §2: a type opens that settings
// page; no type shows the settings sidebar). Modules add their route words through the
// registry (modules/registry.ts): pages, views, float routes and other names of a model.
import { useSyncExternalStore } from 'react';
import { installedModules, type UiModule } from '../modules/registry';

/** list, detail and add, or a view a module adds. */
export type View = 'list' | 'detail' | 'add' | (string & {});
export interface Route {
  model: string;
  view: View;
  query: URLSearchParams;
  /** A special route's page float ('{word}:{sub}'); model is then ''. */
  float?: string;
  /** A special page in place of a model screen ('system-setting'); model is then ''. */
  page?: string;
}

/** The route words of the core, and those the installed modules add. */
interface RouteWords {
  views: string[];
  /** Special routes: first segment → the float type they open, and its default subtype. */
  floats: Record<string, string>;
  /** Special pages: first segments that open a page of their own rather than a model. */
  pages: string[];
  /** Other names of a model in routes. */
  aliases: Record<string, string>;
}
const CORE_VIEWS = ['list', 'detail', 'add'];
const CORE_PAGES = ['system-setting', 'search'];

let words: { from: readonly UiModule[]; words: RouteWords } | undefined;
function routeWords(): RouteWords {
  const modules = installedModules();
  if (words?.from === modules) return words.words;
  const w: RouteWords = { views: [...CORE_VIEWS], floats: {}, pages: [...CORE_PAGES], aliases: {} };
  for (const m of modules) {
    w.views.push(...(m.views ?? []).map((v) => v.view));
    w.pages.push(...(m.pages ?? []).map((p) => p.page));
    Object.assign(w.floats, m.floatRoutes);
    Object.assign(w.aliases, m.modelAliases);
  }
  words = { from: modules, words: w };
  return w;
}

export function parseHash(hash: string): Route {
  const { views, floats, pages, aliases } = routeWords();
  const raw = hash.replace(/^#\/?/, '');
  const [path, qs = ''] = raw.split('?', 2);
  const [segment = '', view = ''] = path.split('/');
  const model = Object.hasOwn(aliases, segment) ? aliases[segment] : segment;
  const query = new URLSearchParams(qs);
  if (Object.hasOwn(floats, model)) return { model: '', view: 'list', query, float: `${model}:${view || floats[model]}` };
  if (pages.includes(model)) return { model: '', view: 'list', query, page: model };
  return { model, view: views.includes(view) ? view : 'list', query };
}

/** The search of an address with only the named parameters kept ('' when none is there);
 * commas stay readable. */
export function keepParams(search: string, names: readonly string[]): string {
  const p = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const k of names) if (p.get(k)) kept.set(k, p.get(k)!);
  const s = kept.toString().replace(/%2C/gi, ',');
  return s ? `?${s}` : '';
}

/** The hash that opens a special route's float: 'word:sub' → '#word/sub'. */
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
