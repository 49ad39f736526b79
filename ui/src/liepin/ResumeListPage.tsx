import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate, useHash } from '../router/hash';
import { parseListRoute, resumeListHash, type Filter } from './filter';
import { ResumeSearch } from './ResumeSearch';
import './i18n';

/** The page group 'liepin' (#liepin/resumelist/{encoded filter}?layout=…): the resume search
 * with the filter in the address, so a change rewrites it (page 1) and the list reloads; in
 * the 'tab' layout the filter stays in the tab instead. */
export default function ResumeListPage() {
  const { t } = useTranslation();
  const route = parseListRoute(useHash());
  return (
    <main className="flex h-full min-h-0 flex-col">
      <h1 className="px-4 pt-4 text-lg font-semibold text-slate-900">{t('liepin.search.title')}</h1>
      {route.layout === 'tab'
        ? <ResumeTab initial={route.filter} />
        : <ResumeSearch filter={route.filter} layout={route.layout} onFilter={(f) => navigate(resumeListHash(f, route.layout))} />}
    </main>
  );
}

/** The search embedded in a tab: no left bar, filters kept in place (not in the address). */
export function ResumeTab({ initial = {} }: { initial?: Filter }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Filter>(initial);
  return (
    <section className="m-4 rounded-xl ring-1 ring-slate-200">
      <div role="tablist" className="flex border-b border-slate-200 px-3">
        <span role="tab" aria-selected className="border-b-2 border-brand-600 px-3 py-2 text-sm font-medium text-brand-700">{t('liepin.site')}</span>
      </div>
      <div role="tabpanel"><ResumeSearch filter={filter} onFilter={setFilter} layout="tab" /></div>
    </section>
  );
}
