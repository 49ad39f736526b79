import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { preloadable } from '../app/preloadable';
import type { RecordPanel as RecordPanelComponent } from '../forms/RecordPanel';
import { api } from '../api/endpoints';
import type { DataRecord } from '../api/types';
import { useToasts } from '../components/Toasts';
import { formatRoute, navigate } from '../router/hash';
import { formMode, splitKind, usePageFloat, type FloatData } from '../stores/pageFloat';
import { useModel } from '../stores/useModel';
import { formDemandKeys } from '../forms/schema';
import { activeModules, useModules } from '../modules/active';
import { collect } from '../modules/registry';

// rjsf and ajv are the heaviest part of the app: their chunk is fetched once the first screen
// is up (preloadRecordPanel), so the first form opens at once instead of after a suspended
// render, which React reveals up to 300 ms late.
const { Screen: RecordPanel, preload: preloadRecordPanel } = preloadable<ComponentProps<typeof RecordPanelComponent>>(() => import('../forms/RecordPanel').then((m) => ({ default: m.RecordPanel })), null);
const ExportsPanel = lazy(() => import('../exports/ExportsPanel'));
const ImportPanel = lazy(() => import('../imports/ImportPanel'));

export { preloadRecordPanel };

/** Draws the one page float the store holds (spec 000 §2): the core's forms, exports and
 * imports, or a module's panel. Types without a panel draw nothing. */
export function PageFloatHost() {
  const modules = useModules();
  // Only what is drawn: a close check registered by the panel must not re-render it.
  const kind = usePageFloat((s) => s.kind);
  const data = usePageFloat((s) => s.data);
  const closing = usePageFloat((s) => s.closing);
  const opened = usePageFloat((s) => s.opened);
  if (!kind) return null;
  const [type, sub] = splitKind(kind);
  let panel = null;
  if ((type === 'add' || type === 'edit') && sub) panel = <RecordFloat key={opened} model={sub} data={data} closing={closing} />;
  else if (type === 'list' && sub === 'asynctask') panel = <ExportsPanel key={opened} closing={closing} />;
  else if (type === 'excel' && sub) panel = <ImportPanel key={opened} model={sub} data={data} closing={closing} />;
  else {
    const entry = collect(modules, 'floats').find((f) => f.type === type && (f.sub === undefined || f.sub === sub));
    if (entry) panel = <entry.Component key={opened} sub={sub} data={data} closing={closing} />;
  }
  return <Suspense fallback={null}>{panel}</Suspense>;
}

/** The add/edit form of a model: edit when the data has an id (its record given, or read here). */
function RecordFloat({ model, data, closing }: { model: string; data: FloatData; closing: boolean }) {
  const { meta, error } = useModel(model);
  const push = useToasts((s) => s.push);
  const edit = formMode(data) === 'edit';
  const [record, setRecord] = useState<DataRecord | undefined>(data.record as DataRecord | undefined);
  useEffect(() => {
    if (!edit || record || !meta) return;
    // Linked names for the pickers, and the sub-forms' children: a collection saved without
    // its loaded children would delete them.
    api.record(model, data.id as number, formDemandKeys(meta)).then(setRecord, (e) => {
      push('error', e instanceof Error ? e.message : String(e));
      usePageFloat.getState().close(true);
    });
  }, [edit, model, meta]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (error) usePageFloat.getState().close(true);
  }, [error]);
  if (!meta || (edit && !record)) return null;
  // A module's own add/edit form for the models it claims, else the generic one.
  const form = collect(activeModules(), 'recordForms').find((f) => f.matches(meta, edit));
  if (form) return <form.Component model={model} data={data} edit={edit} closing={closing} />;
  function saved(id: number) {
    const onSaved = data.onSaved as ((id: number) => void) | undefined;
    // A new record opens on its own page; an edit tells whoever opened the form. Then close,
    // saved changes need no question (the route has moved on, so #model/add is not followed back).
    if (onSaved) onSaved(id);
    else if (!edit) navigate(formatRoute(model, 'detail', { id }));
    usePageFloat.getState().close(true);
  }
  return <RecordPanel model={model} meta={meta} record={edit ? record : undefined} prefill={edit ? undefined : data.values as Record<string, unknown> | undefined} onSaved={saved} closing={closing} />;
}
