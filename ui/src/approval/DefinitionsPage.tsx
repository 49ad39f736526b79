// Settings → Approval flows (spec 000 §2 "Approval panel ... list of approval flows with an
// add button 'add approval' opening a large modal"): the workflow definitions per model.
import { Pencil, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord } from '../api/types';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { usePageFloat } from '../stores/pageFloat';
import { approvalApi } from './approvalApi';
import { draftOf } from './definition';
import { useApprovalModels } from './useApprovalModels';

const modelOf = (r: DataRecord) => String(r.model && typeof r.model === 'object' ? (r.model as { name?: unknown }).name : r.model ?? '');

export function DefinitionsPage() {
  const { t, i18n } = useTranslation();
  const { models } = useApprovalModels();
  const [list, setList] = useState<DataRecord[]>();
  const [error, setError] = useState<unknown>();
  const load = () => {
    setError(undefined);
    approvalApi.definitions().then(setList, setError);
  };
  useEffect(load, []);
  // By model, in the order of the models offered; definitions of other models after them.
  const groups = useMemo(() => {
    const out = new Map<string, DataRecord[]>();
    for (const m of models ?? []) out.set(m.name, []);
    for (const r of list ?? []) out.set(modelOf(r), [...(out.get(modelOf(r)) ?? []), r]);
    return [...out.entries()].filter(([, rs]) => rs.length);
  }, [list, models]);
  const label = (name: string) => models?.find((m) => m.name === name)?.label ?? name;
  const open = (r?: DataRecord) => usePageFloat.getState().open('addapproval', r ? { id: r.id, record: r, onSaved: load } : { onSaved: load });

  if (error) return <ErrorState error={error} onRetry={load} />;
  return (
    <div className="min-h-0 flex-1 overflow-auto">
      <div className="mx-auto max-w-4xl space-y-5 px-6 py-6">
        <div className="flex flex-wrap items-center gap-3">
          <div className="min-w-0 flex-1">
            <h2 className="text-lg font-semibold text-slate-900">{t('approval.settingsTitle')}</h2>
            <p className="text-sm text-slate-500">{t('approval.settingsHint')}</p>
          </div>
          <Button variant="primary" onClick={() => open()}><Plus className="size-4" aria-hidden />{t('approval.add')}</Button>
        </div>
        {!list ? <div className="flex justify-center py-10"><Spinner /></div>
          : groups.length === 0 ? <EmptyState title={t('approval.empty')} />
            : groups.map(([model, rows]) => (
              <section key={model} aria-label={label(model)} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
                <h3 className="border-b border-slate-200 bg-slate-50 px-4 py-2 text-sm font-semibold text-slate-700">{label(model)}</h3>
                <ul className="divide-y divide-slate-100">
                  {rows.map((r) => {
                    const levels = draftOf(r, i18n.language).raw.approvals;
                    const active = r.active === true || r.active === 1 || r.active === '1';
                    return (
                      <li key={r.id} className="flex items-center gap-3 px-4 py-3">
                        <div className="min-w-0 flex-1">
                          <p className="truncate text-sm font-medium text-slate-900">{String(r.name ?? '') || `#${r.id}`}</p>
                          <p className="truncate text-xs text-slate-500">{levels.map((l) => `${l.approvalName} · ${l.approvalType ? t(`approval.types.${l.approvalType}`) : '—'}`).join(' → ')}</p>
                        </div>
                        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${active ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-100 text-slate-500'}`}>{active ? t('approval.active') : t('approval.inactive')}</span>
                        <button type="button" onClick={() => open(r)} aria-label={t('approval.editNamed', { name: String(r.name ?? r.id) })}
                          className="rounded-md p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><Pencil className="size-4" aria-hidden /></button>
                      </li>
                    );
                  })}
                </ul>
              </section>
            ))}
      </div>
    </div>
  );
}
