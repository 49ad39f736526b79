import { ChartColumn, ChevronRight, FolderOpen } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner } from '../components/Spinner';
import { navigate } from '../router/hash';
import { reportsApi } from './reportsApi';
import { SavedReportsMenu } from './shareSlots';
import type { ReportTemplate } from './types';
import { ViewIcon } from './ViewSwitch';

export interface Category { code: string; label: string; reports: ReportTemplate[] }

/** The templates by category, in the order the server lists them. */
export function byCategory(list: ReportTemplate[]): Category[] {
  const out: Category[] = [];
  for (const r of list) {
    let c = out.find((x) => x.code === r.category);
    if (!c) out.push(c = { code: r.category, label: r.category_label || r.category, reports: [] });
    c.reports.push(r);
  }
  return out;
}

const openReport = (name: string) => `#report/${encodeURIComponent(name)}`;

/** #report/list: every report the user may run, a sidebar of their categories (each report
 * with its saved and shared versions under it), cards of the chosen category. */
export function ReportListPage({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation();
  const [list, setList] = useState<ReportTemplate[]>();
  const [error, setError] = useState<unknown>();
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let stale = false;
    setError(undefined);
    reportsApi.templates().then((l) => { if (!stale) setList(l); }, (e: unknown) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [attempt]);
  const categories = useMemo(() => byCategory(list ?? []), [list]);
  const chosen = query.get('category') ?? '';
  const shown = chosen ? categories.filter((c) => c.code === chosen) : categories;
  const pick = (code: string) => navigate(code ? `#report/list?category=${encodeURIComponent(code)}` : '#report/list');

  if (error) return <ErrorState error={error} onRetry={() => setAttempt((n) => n + 1)} />;
  if (!list) return <FullPageSpinner />;

  return (
    <div className="flex h-full" data-testid="report-list">
      <aside className="hidden w-64 shrink-0 flex-col overflow-y-auto border-r border-slate-200 bg-white md:flex" aria-label={t('reports.categories')}>
        <div className="px-4 pb-2 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('reports.categories')}</div>
        <nav className="flex flex-col gap-0.5 px-2 pb-4">
          <button type="button" onClick={() => pick('')} aria-current={!chosen ? 'page' : undefined}
            className={`flex items-center gap-2 rounded-lg px-2.5 py-1.5 text-left text-sm ${!chosen ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}>
            <FolderOpen className="size-4" aria-hidden /><span className="flex-1">{t('reports.all')}</span>
            <span className="text-xs tabular-nums text-slate-400">{list.length}</span>
          </button>
          {categories.map((c) => (
            <div key={c.code}>
              <button type="button" onClick={() => pick(c.code)} aria-current={chosen === c.code ? 'page' : undefined}
                className={`flex w-full items-center gap-2 rounded-lg px-2.5 py-1.5 text-left text-sm ${chosen === c.code ? 'bg-brand-50 font-medium text-brand-700' : 'text-slate-700 hover:bg-slate-100'}`}>
                <FolderOpen className="size-4" aria-hidden /><span className="flex-1 truncate">{c.label}</span>
                <span className="text-xs tabular-nums text-slate-400">{c.reports.length}</span>
              </button>
              <ul className="ml-6 border-l border-slate-100 pl-2">
                {c.reports.map((r) => (
                  <li key={r.name}>
                    <a href={openReport(r.name)} className="block truncate rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100 hover:text-slate-900">{r.label}</a>
                    <SavedReportsMenu type={r.name} onOpen={(id) => navigate(`${openReport(r.name)}?saved=${encodeURIComponent(String(id))}`)} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <main className="min-w-0 flex-1 overflow-y-auto bg-slate-50">
        <div className="border-b border-slate-200 bg-white px-4 py-3">
          <h1 className="flex items-center gap-2 text-lg font-semibold tracking-tight text-slate-900"><ChartColumn className="size-5 text-brand-600" aria-hidden />{t('reports.title')}</h1>
          {/* Phones: the categories as chips, the sidebar being hidden. */}
          <div className="mt-2 flex gap-1.5 overflow-x-auto md:hidden" role="tablist" aria-label={t('reports.categories')}>
            {[{ code: '', label: t('reports.all') }, ...categories].map((c) => (
              <button key={c.code} type="button" role="tab" aria-selected={chosen === c.code} onClick={() => pick(c.code)}
                className={`shrink-0 rounded-full px-3 py-1 text-xs ${chosen === c.code ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-700'}`}>{c.label}</button>
            ))}
          </div>
        </div>
        {list.length === 0 ? <EmptyState title={t('reports.noReports')} /> : (
          <div className="flex flex-col gap-6 p-4">
            {shown.map((c) => (
              <section key={c.code} aria-label={c.label}>
                <h2 className="mb-2 text-sm font-semibold text-slate-700">{c.label}</h2>
                <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
                  {c.reports.map((r) => (
                    <li key={r.name}>
                      <a href={openReport(r.name)} data-testid="report-card" data-type={r.name}
                        className="group flex h-full flex-col gap-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-300">
                        <span className="flex items-center gap-2 font-medium text-slate-900">
                          <span className="flex-1">{r.label}</span>
                          <ChevronRight className="size-4 text-slate-400 group-hover:text-brand-600" aria-hidden />
                        </span>
                        {r.description && <span className="text-sm text-slate-500">{r.description}</span>}
                        <span className="mt-auto flex items-center gap-1.5 text-slate-400">
                          {r.views.map((v) => <ViewIcon key={v} view={v} className="size-3.5" />)}
                          {r.fromAdmin && <span className="ml-auto rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-500">{t('reports.fromAdminBadge')}</span>}
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </main>
    </div>
  );
}
