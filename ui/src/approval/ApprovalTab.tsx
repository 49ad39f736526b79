// The approval tab of a detail page (detail tab type `approval`, spec 000 §2 "approval
// tab"): the record's approval flows with their status and current level, each linking to
// its page, and — when none is pending — 'submit for approval' with the flow selector (the
// model's active definitions).
import { Send } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, Lang } from '../api/types';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { formatDateTime } from '../i18n/format';
import { formatRoute } from '../router/hash';
import { useModel } from '../stores/useModel';
import { nameOf } from '../widgets/display/types';
import { inputClass } from '../widgets/input/types';
import { approvalApi } from './approvalApi';
import { levelViews, parseFlowData } from './flowState';
import { defaultLevelName } from './numerals';
import { StatusLabel } from './StatusLabel';

/** The flow model when the model info does not name it (approval.flow_model). */
const FLOW_MODEL = 'approvalflow';

export function ApprovalTab({ model, id, onChanged }: { model: string; id: number; onChanged?(): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { meta } = useModel(model);
  const flowModel = (meta as { approval?: { flow_model?: string } } | undefined)?.approval?.flow_model || FLOW_MODEL;
  const { meta: flowMeta } = useModel(flowModel);
  const [flows, setFlows] = useState<DataRecord[]>();
  const [error, setError] = useState<unknown>();
  const load = () => {
    setError(undefined);
    approvalApi.flowsOf(model, id).then(setFlows, setError);
  };
  useEffect(load, [model, id]); // eslint-disable-line react-hooks/exhaustive-deps
  const statusField = flowMeta?.fields.find((f) => f.name === 'status');

  if (error) return <ErrorState error={error} onRetry={load} />;
  if (!flows) return <div className="flex justify-center py-10"><Spinner /></div>;
  const pending = flows.some((f) => f.status === 'pending');
  return (
    <div className="space-y-4">
      {!pending && <SubmitForApproval model={model} id={id} onStarted={() => { load(); onChanged?.(); }} />}
      {flows.length === 0 ? <p className="rounded-xl bg-white px-4 py-6 text-center text-sm text-slate-500 ring-1 ring-slate-200">{t('approval.tab.empty')}</p> : (
        <ul aria-label={t('approval.tab.flows')} className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
          {flows.map((f) => {
            // The level's own name from flow_data; where the list leaves flow_data out, its number's default name.
            const current = levelViews(parseFlowData(f.flow_data)).find((l) => l.current)
              ?? (f.status === 'pending' && Number(f.level) > 0 ? { name: defaultLevelName(Number(f.level), lang) } : undefined);
            return (
              <li key={f.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                <a href={formatRoute(flowModel, 'detail', { id: f.id })} className="font-medium text-brand-700 hover:underline">
                  {f.definition ? nameOf(f.definition, lang) : String(f.__name__ ?? `#${f.id}`)}
                </a>
                <StatusLabel status={String(f.status ?? '')} field={statusField} />
                {current && <span className="text-slate-600">{t('approval.tab.currentLevel', { name: current.name })}</span>}
                {f.applicant ? <span className="text-xs text-slate-500">{nameOf(f.applicant, lang)}</span> : null}
                {typeof f.dateAdded === 'string' && <time dateTime={f.dateAdded} className="ml-auto text-xs tabular-nums text-slate-500">{formatDateTime(f.dateAdded, lang)}</time>}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

function SubmitForApproval({ model, id, onStarted }: { model: string; id: number; onStarted(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [definitions, setDefinitions] = useState<DataRecord[]>();
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const selectId = useId();
  useEffect(() => {
    approvalApi.definitions({ model, active: true }).then((d) => {
      setDefinitions(d);
      if (d.length === 1) setChosen(String(d[0].id));
    }, () => setDefinitions([]));
  }, [model]);
  async function start() {
    if (!chosen) { setError(t('approval.tab.chooseFirst')); return; }
    setBusy(true);
    setError('');
    try {
      await approvalApi.start(model, id, Number(chosen));
      push('success', t('approval.tab.started'));
      onStarted();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  if (!definitions) return null;
  if (definitions.length === 0) return <p className="text-sm text-slate-500">{t('approval.tab.noDefinitions')}</p>;
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="min-w-[14rem] flex-1 space-y-1">
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-700">{t('approval.tab.chooseFlow')}</label>
        <select id={selectId} value={chosen} onChange={(e) => setChosen(e.target.value)} className={inputClass(!!error)}>
          <option value="">{t('form.none')}</option>
          {definitions.map((d) => <option key={d.id} value={d.id}>{String(d.name ?? `#${d.id}`)}</option>)}
        </select>
      </div>
      <Button variant="primary" disabled={busy} onClick={() => void start()}><Send className="size-4" aria-hidden />{t('approval.tab.submit')}</Button>
      {error && <p role="alert" className="basis-full text-xs text-red-600">{error}</p>}
    </div>
  );
}
