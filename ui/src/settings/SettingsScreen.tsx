import { Puzzle } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FullPageSpinner } from '../components/Spinner';
import { EmptyState } from '../components/EmptyState';
import { useModules } from '../modules/active';
import { collect, type SettingsEntry } from '../modules/registry';
import { navigate } from '../router/hash';
import { useSession } from '../stores/session';

export type { SectionProps } from '../modules/registry';

/** The core's settings: the add-ons (plugins) a tenant turns on or off. */
const CORE_SECTIONS: SettingsEntry[] = [
  { type: 'addons', labelKey: 'settings.addons.title', icon: Puzzle, adminOnly: true, Component: lazy(() => import('./AddonsPage')) },
];

export const settingsHash = (type: string, params: Record<string, string> = {}) =>
  `#system-setting/list?${new URLSearchParams({ type, ...params }).toString()}`;

/** The route's parameters (but type) with some replaced; undefined or '' removes one. */
function mergeParams(query: URLSearchParams, params: Record<string, string | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  query.forEach((v, k) => { if (k !== 'type') out[k] = v; });
  for (const [k, v] of Object.entries(params)) {
    if (v === undefined || v === '') delete out[k];
    else out[k] = v;
  }
  return out;
}

/** #system-setting/list?type=… (spec 001 §2): the settings sidebar, and the page of that type. */
export function SettingsScreen({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation();
  const isAdmin = useSession((s) => !!s.user?.isAdmin);
  // The modules' pages in the modules' order, then the core's.
  const sections = [...collect(useModules(), 'settings'), ...CORE_SECTIONS].filter((s) => !s.adminOnly || isAdmin);
  const type = query.get('type') ?? '';
  const section = sections.find((s) => s.type === type);
  return (
    // On a phone the sections run in a row above the page, which keeps the screen's width.
    <div className="flex h-full min-h-0 flex-col md:flex-row">
      <nav aria-label={t('settings.title')} className="shrink-0 border-b border-slate-200 bg-slate-50 p-3 md:w-52 md:border-b-0 md:border-r">
        <h1 className="px-2 pb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('settings.title')}</h1>
        <ul className="flex gap-1 overflow-x-auto md:block md:space-y-0.5">
          {sections.map((s) => (
            <li key={s.type}>
              <a href={settingsHash(s.type)} aria-current={s.type === type ? 'page' : undefined}
                className={`flex items-center gap-2 whitespace-nowrap rounded-md px-2 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-600 ${s.type === type ? 'bg-white font-medium text-brand-700 shadow-sm ring-1 ring-slate-200' : 'text-slate-700 hover:bg-white'}`}>
                <s.icon className="size-4" aria-hidden />{t(s.labelKey)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main className="flex min-w-0 flex-1 flex-col">
        {section ? (
          <Suspense fallback={<FullPageSpinner />}>
            <section.Component selected={query.get('list') ?? ''} onSelect={(key) => navigate(settingsHash(section.type, { list: key }))}
              query={query} onParams={(params) => navigate(settingsHash(section.type, mergeParams(query, params)))} />
          </Suspense>
        ) : (
          <div className="flex flex-1 items-center justify-center"><EmptyState title={type ? t('settings.unknown', { type }) : t('settings.choose')} /></div>
        )}
      </main>
    </div>
  );
}

export default SettingsScreen;
