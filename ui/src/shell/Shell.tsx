import { Suspense, useEffect, useRef } from 'react';
import { preloadable } from '../app/preloadable';
import { FullPageSpinner } from '../components/Spinner';
import { ErrorState } from '../components/ErrorState';
import { formatRoute, isMobilePath, navigate, parseHash, useHash } from '../router/hash';
import { hashOf, useNavbar } from '../stores/navbar';
import { usePageFloat } from '../stores/pageFloat';
import { useModelMeta } from '../stores/modelMeta';
import { useSession } from '../stores/session';
import { useUserConfig } from '../stores/userConfig';
import { useTranslation } from 'react-i18next';
import { useModules } from '../modules/active';
import { collect } from '../modules/registry';
import { Header } from './Header';
import { ScreenBoundary } from './ScreenBoundary';
import { PageFloatHost, preloadRecordPanel } from './PageFloatHost';
import { SettingsFrame, settingsModels } from '../settings/SettingsFrame';

// Code-split by screen: the list is the first thing most users see (fetched as the shell
// starts), the detail loads on demand.
const { Screen: ListScreen, preload: preloadList } = preloadable(() => import('../list/ListScreen'));
const { Screen: DetailScreen } = preloadable(() => import('../detail/DetailScreen'));
const { Screen: SettingsScreen } = preloadable(() => import('../settings/SettingsScreen'));
const { Screen: SearchScreen } = preloadable(() => import('./SearchScreen'));

export function Shell() {
  const { i18n } = useTranslation();
  const user = useSession((s) => s.user)!;
  const navbar = useNavbar();
  const hash = useHash();
  const route = parseHash(hash);
  const mobile = isMobilePath();
  const modules = useModules();

  useEffect(() => { void navbar.load(user.id); }, [user.id]); // eslint-disable-line react-hooks/exhaustive-deps
  // What the first screen needs, fetched while the navigation and the screen's code load
  // rather than after: the list's code, the user's settings, and (below) the model's metadata.
  useEffect(() => {
    void preloadList();
    void useUserConfig.getState().load();
    // The forms' code, once the first screen has had its turn.
    const idle = setTimeout(() => void preloadRecordPanel().catch(() => {}), 2000);
    return () => clearTimeout(idle);
  }, []);

  // The screen under the floats: the last model route, kept while a special route opens a float.
  // (#model/add is kept as the list: the add form belongs to the float now.)
  const screenOf = (h: string) => { const r = parseHash(h); return r.view === 'add' ? formatRoute(r.model, 'list') : h; };
  const screen = useRef(route.model ? screenOf(hash) : '');
  if (route.model) screen.current = screenOf(hash);
  if (route.page) screen.current = '';
  const shown = route.model || route.page ? route : parseHash(screen.current);
  useEffect(() => { if (shown.model) void useModelMeta.getState().load(shown.model, i18n.language); }, [shown.model, i18n.language]);

  // #model/add is the add form of that model over its list; a special route (#{word}/{sub},
  // words the modules register) opens its float over the screen the user was on (the hash goes
  // back to that screen).
  useEffect(() => {
    const floats = usePageFloat.getState();
    if (route.float) {
      if (floats.kind !== route.float || floats.closing) floats.open(route.float);
      if (screen.current) navigate(screen.current, true);
    } else if (route.model && route.view === 'add') {
      const kind = `add:${route.model}`;
      if (floats.kind !== kind || floats.closing) floats.open(kind);
    }
  }, [hash]); // eslint-disable-line react-hooks/exhaustive-deps
  // Closing (or replacing) the add form of #model/add goes back to the model's list.
  useEffect(() => usePageFloat.subscribe((s, prev) => {
    const now = parseHash(window.location.hash);
    const kind = `add:${now.model}`;
    const left = prev.kind === kind && !prev.closing && (s.closing || s.kind !== kind);
    if (left && now.view === 'add') navigate(formatRoute(now.model, 'list'), true);
  }), []);

  // No model in the hash: land on the first link of the navigation (a module's page, such as
  // the dashboard, or a model's list).
  useEffect(() => {
    if (shown.model || shown.page || !navbar.config) return;
    const first = navbar.config.link_list.find((l) => l.is_model || (!l.children?.length && hashOf(l.url)));
    if (first) navigate(hashOf(first.url), true);
  }, [shown.model, navbar.config]);

  // A module's page (#{page}) or model view (#{model}/{view}); other views are the list.
  const page = shown.page ? collect(modules, 'pages').find((p) => p.page === shown.page) : undefined;
  const view = collect(modules, 'views').find((v) => v.view === shown.view);

  return (
    <div className="flex h-full flex-col">
      <Header currentModel={route.model} mobile={mobile} />
      <div id="screen" tabIndex={-1} className="min-h-0 flex-1 outline-none">
        <ScreenBoundary resetKey={hash}>
          {navbar.error ? <ErrorState error={navbar.error} onRetry={() => navbar.load(user.id)} /> : null}
          {shown.page === 'system-setting' && (
            <Suspense fallback={<FullPageSpinner />}><SettingsScreen query={shown.query} /></Suspense>
          )}
          {shown.page === 'search' && (
            <Suspense fallback={<FullPageSpinner />}><SearchScreen query={shown.query} /></Suspense>
          )}
          {page && (
            <Suspense fallback={<FullPageSpinner />}><page.Component query={shown.query} /></Suspense>
          )}
          {shown.model && (() => {
            const screen = (
              <Suspense fallback={<FullPageSpinner />}>
                {shown.view === 'detail'
                  ? <DetailScreen key={`${shown.model}-${shown.query.get('id')}`} model={shown.model} id={shown.query.get('id')} />
                  : view ? <view.Component key={`${shown.model}-${view.view}`} model={shown.model} query={shown.query} />
                  : <ListScreen key={shown.model} model={shown.model} mobile={mobile} />}
              </Suspense>
            );
            // Users, teams, titles and the like are settings: their screens keep its sidebar.
            return settingsModels(navbar.config).includes(shown.model) ? <SettingsFrame model={shown.model}>{screen}</SettingsFrame> : screen;
          })()}
        </ScreenBoundary>
      </div>
      <PageFloatHost />
      {/* What the modules keep running while the user is in (pop-ups, listeners). */}
      {collect(modules, 'hosts').map((h, i) => <h.Component key={i} />)}
    </div>
  );
}
