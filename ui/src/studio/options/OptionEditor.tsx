import {
  DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { GripVertical, Plus, Trash2, X } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints';
import { isApiError } from '../../api/errors';
import type { OptionListInfo } from '../../api/optionTypes';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { SortableItem } from '../../components/SortableItem';
import { useToasts } from '../../components/Toasts';
import { useLeaveWarning } from '../../components/useLeaveWarning';
import { useModelMeta } from '../../stores/modelMeta';
import { useSession } from '../../stores/session';
import { MergeDialog } from './MergeDialog';
import {
  addRow, initialToggles, isDirty, moveRow, rowOfCode, serverRowErrors, setBilingual, toPayload, toRows, updateRow, validate,
  type Row, type RowErrors, type RowField, type Toggles,
} from './editorState';

const TOGGLES: (keyof Toggles)[] = ['bilingual', 'color', 'code', 'ext', 'poset'];

/** The option editor (spec 000 §2): rows to reorder by dragging, toggles, Add, Save / Cancel. */
// Model metadata carries the options of every choice field: after a change, every cached model
// is read again when next shown, so forms show the new order and labels at once.
const forgetModelMeta = () => useModelMeta.setState({ entries: {} });

export function OptionEditor({ list, onSaved, onDirty }: {
  list: OptionListInfo; onSaved(list: OptionListInfo): void; onDirty(dirty: boolean): void;
}) {
  const { t, i18n } = useTranslation();
  const config = useSession((s) => s.config);
  const canEditCode = !!config?.can_edit_option_code;
  const canDeleteBuiltin = !!config?.inner_option_delete_able;
  const [rows, setRows] = useState<Row[]>(() => toRows(list.options));
  const [toggles, setToggles] = useState<Toggles>(() => initialToggles(list));
  const [errors, setErrors] = useState<RowErrors>({});
  const [message, setMessage] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [usage, setUsage] = useState<Record<string, number>>({});
  const [merging, setMerging] = useState<Row>();
  const [confirmCancel, setConfirmCancel] = useState(false);
  const push = useToasts((s) => s.push);

  useEffect(() => {
    let live = true;
    api.optionUsage(list.key).then((u) => live && setUsage(u)).catch(() => undefined);
    return () => { live = false; };
  }, [list.key, list.version]);

  const dirty = useMemo(() => isDirty(list, rows, toggles), [list, rows, toggles]);
  useEffect(() => { onDirty(dirty); }, [dirty]); // eslint-disable-line react-hooks/exhaustive-deps
  useLeaveWarning(dirty);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  function onDragEnd(e: DragEndEvent) {
    if (e.over) setRows((r) => moveRow(r, String(e.active.id), String(e.over!.id)));
  }

  const edit = (id: string, patch: Partial<Row>) => {
    setRows((r) => updateRow(r, id, patch, toggles));
    const fields = Object.keys(patch) as RowField[];
    setErrors((errs) => {
      if (!errs[id]) return errs;
      const left = { ...errs[id] };
      for (const f of fields) delete left[f];
      if (patch.en_US !== undefined && !toggles.bilingual) delete left.zh_CN;
      return { ...errs, [id]: left };
    });
  };

  function toggle(key: keyof Toggles) {
    const on = !toggles[key];
    if (key === 'bilingual') setRows((r) => setBilingual(r, on, i18n.language));
    setToggles({ ...toggles, [key]: on });
  }

  function remove(row: Row) {
    if (row.oldCode && (usage[row.oldCode] ?? 0) > 0) {
      setMerging(row);
      return;
    }
    setRows((r) => r.filter((x) => x.id !== row.id));
  }

  async function save() {
    setMessage(undefined);
    const found = validate(rows, toggles, list.auto_code);
    setErrors(found);
    if (Object.keys(found).length) {
      setMessage(t('form.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      const saved = await api.saveOptions(toPayload(list, rows, toggles));
      push('success', t('settings.options.saved'));
      setRows(toRows(saved.options));
      setToggles(initialToggles(saved));
      setErrors({});
      forgetModelMeta();
      onSaved(saved);
    } catch (e) {
      if (isApiError(e) && e.kind === 'refused') {
        const fieldErrs = serverRowErrors(rows, e.body.errors as Record<string, string> | undefined);
        const data = e.body.data as { code?: string } | undefined;
        const row = rowOfCode(rows, data?.code);
        if (row) fieldErrs[row.id] = { ...fieldErrs[row.id], code: e.message };
        setErrors(fieldErrs);
        setMessage(e.message);
      } else {
        setMessage(e instanceof Error ? e.message : String(e));
      }
    } finally {
      setBusy(false);
    }
  }

  function reset() {
    setRows(toRows(list.options));
    setToggles(initialToggles(list));
    setErrors({});
    setMessage(undefined);
    setConfirmCancel(false);
  }

  // After a merge the list changed on the server: drop the row, keep the other edits.
  function merged(next: OptionListInfo, moved: number, row: Row) {
    setMerging(undefined);
    setRows((r) => r.filter((x) => x.id !== row.id));
    push('success', t('settings.options.merged', { count: moved }));
    forgetModelMeta();
    onSaved(next);
  }

  const label = (r: Row) => (i18n.language === 'en' ? r.en_US : i18n.language === 'zh_TW' ? r.zh_TW || r.zh_CN : r.zh_CN) || r.en_US || r.code;
  const cols = [
    'auto', '4rem', toggles.code && 'minmax(6rem,0.8fr)',
    ...(toggles.bilingual ? ['minmax(8rem,1fr)', 'minmax(8rem,1fr)', 'minmax(8rem,1fr)'] : ['minmax(10rem,2fr)']),
    toggles.ext && 'minmax(6rem,0.7fr)', toggles.color && '4.5rem', '2.5rem',
  ].filter(Boolean).join(' ');

  return (
    <section aria-labelledby="option-editor-title" className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-wrap items-start justify-between gap-3 border-b border-slate-200 px-6 py-4">
        <div>
          <h2 id="option-editor-title" className="text-base font-semibold text-slate-900">{list.label}</h2>
          <p className="mt-0.5 text-xs text-slate-500">{list.key} · {t('settings.options.count', { count: rows.length })}</p>
        </div>
        <fieldset className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t('settings.options.toggles')}>
          {TOGGLES.map((k) => (
            <label key={k} className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
              <span className="relative inline-flex">
                <input type="checkbox" role="switch" checked={toggles[k]} onChange={() => toggle(k)}
                  className="peer h-5 w-9 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors checked:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600" />
                <span aria-hidden className="pointer-events-none absolute left-0.5 top-0.5 size-4 rounded-full bg-white shadow transition-transform peer-checked:translate-x-4" />
              </span>
              {t(`settings.options.toggle.${k}`)}
            </label>
          ))}
        </fieldset>
      </div>

      <div className="min-h-0 flex-1 overflow-auto px-6 py-4">
        {message && <div className="mb-3"><Alert tone="error">{message}</Alert></div>}
        <div role="table" aria-label={list.label} className="min-w-[36rem]">
          <div role="row" className="grid items-center gap-2 border-b border-slate-200 pb-2 text-xs font-medium uppercase tracking-wide text-slate-500" style={{ gridTemplateColumns: cols }}>
            <span role="columnheader" className="w-6"><span className="sr-only">{t('settings.options.col.move')}</span></span>
            <span role="columnheader" className="text-center" title={t('settings.options.col.defaultHint')}>{t('settings.options.col.default')}</span>
            {toggles.code && <span role="columnheader">{t('settings.options.col.code')}</span>}
            {toggles.bilingual ? (
              <>
                <span role="columnheader">{t('settings.options.col.en')}</span>
                <span role="columnheader">{t('settings.options.col.zhCN')}</span>
                <span role="columnheader">{t('settings.options.col.zhTW')}</span>
              </>
            ) : <span role="columnheader">{t('settings.options.col.name')}</span>}
            {toggles.ext && <span role="columnheader">{t('settings.options.col.ext')}</span>}
            {toggles.color && <span role="columnheader">{t('settings.options.col.color')}</span>}
            <span role="columnheader"><span className="sr-only">{t('common.remove')}</span></span>
          </div>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={rows.map((r) => r.id)} strategy={verticalListSortingStrategy}>
              <div role="rowgroup" data-testid="option-rows">
                {rows.map((r, i) => (
                  <SortableItem key={r.id} id={r.id} as="div" className="bg-white">
                    {(handle) => (
                      <div role="row" data-code={r.code} className="grid items-start gap-2 border-b border-slate-100 py-2" style={{ gridTemplateColumns: cols }}>
                        <button type="button" {...handle} aria-label={t('settings.options.dragHandle', { name: label(r), n: i + 1 })}
                          className="mt-2 flex w-6 cursor-grab touch-none items-center justify-center rounded text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing">
                          <GripVertical className="size-4" aria-hidden />
                        </button>
                        <span role="cell" className="flex justify-center pt-2">
                          <input type="checkbox" checked={r.defaultChecked} onChange={(e) => edit(r.id, { defaultChecked: e.target.checked })}
                            aria-label={t('settings.options.defaultFor', { name: label(r) })} className="size-4 rounded border-slate-300 accent-brand-600" />
                        </span>
                        {toggles.code && (
                          <Cell value={r.code} error={errors[r.id]?.code} label={t('settings.options.col.code')}
                            disabled={!!r.oldCode && !canEditCode} title={r.oldCode && !canEditCode ? t('settings.options.codeLocked') : undefined}
                            placeholder={!r.oldCode && list.auto_code ? t('settings.options.autoCode') : ''} mono
                            onChange={(v) => edit(r.id, { code: v })} />
                        )}
                        {toggles.bilingual ? (
                          <>
                            <Cell value={r.en_US} error={errors[r.id]?.en_US} label={t('settings.options.col.en')} onChange={(v) => edit(r.id, { en_US: v })} />
                            <Cell value={r.zh_CN} error={errors[r.id]?.zh_CN} label={t('settings.options.col.zhCN')} onChange={(v) => edit(r.id, { zh_CN: v })} />
                            <Cell value={r.zh_TW} error={errors[r.id]?.zh_TW} label={t('settings.options.col.zhTW')} placeholder={r.zh_CN} onChange={(v) => edit(r.id, { zh_TW: v })} />
                          </>
                        ) : (
                          <Cell value={r.en_US} error={errors[r.id]?.en_US ?? errors[r.id]?.zh_CN} label={t('settings.options.col.name')} onChange={(v) => edit(r.id, { en_US: v })} />
                        )}
                        {toggles.ext && <Cell value={r.ext} error={errors[r.id]?.ext} label={t('settings.options.col.ext')} onChange={(v) => edit(r.id, { ext: v })} />}
                        {toggles.color && (
                          <span role="cell" className="flex items-center gap-1 pt-1">
                            <input type="color" value={r.color && r.color.length === 7 ? r.color : '#94a3b8'} onChange={(e) => edit(r.id, { color: e.target.value })}
                              aria-label={t('settings.options.colorFor', { name: label(r) })}
                              className={`size-7 cursor-pointer rounded-md border bg-white p-0.5 ${r.color ? 'border-slate-300' : 'border-dashed border-slate-400 opacity-50'}`} />
                            {r.color && (
                              <button type="button" onClick={() => edit(r.id, { color: '' })} aria-label={t('settings.options.clearColor', { name: label(r) })}
                                className="rounded p-0.5 text-slate-400 hover:text-slate-700"><X className="size-3.5" aria-hidden /></button>
                            )}
                            {errors[r.id]?.color && <span className="sr-only">{t(errors[r.id]!.color!)}</span>}
                          </span>
                        )}
                        <span role="cell" className="pt-1">
                          <button type="button" onClick={() => remove(r)} disabled={r.buildin && !canDeleteBuiltin}
                            title={r.buildin && !canDeleteBuiltin ? t('settings.options.builtinLocked') : undefined}
                            aria-label={t('settings.options.removeOption', { name: label(r) })}
                            className="rounded-md p-1.5 text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-30 disabled:hover:bg-transparent disabled:hover:text-slate-400">
                            <Trash2 className="size-4" aria-hidden />
                          </button>
                        </span>
                      </div>
                    )}
                  </SortableItem>
                ))}
              </div>
            </SortableContext>
          </DndContext>
        </div>
        {list.addable && (
          <button type="button" onClick={() => setRows(addRow)}
            className="mt-3 inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
            <Plus className="size-4" aria-hidden />{t('settings.options.add')}
          </button>
        )}
      </div>

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-6 py-3">
        {dirty && <span className="mr-auto text-xs text-amber-700">{t('settings.options.unsaved')}</span>}
        <Button onClick={() => (dirty ? setConfirmCancel(true) : reset())} disabled={busy || !dirty}>{t('common.cancel')}</Button>
        <Button variant="primary" onClick={() => void save()} disabled={busy || !dirty}>{busy ? t('form.saving') : t('form.save')}</Button>
      </div>

      {confirmCancel && (
        <ConfirmDialog message={t('form.closeCheck')} confirmLabel={t('form.discard')} danger onConfirm={reset} onCancel={() => setConfirmCancel(false)} />
      )}
      {merging && (
        <MergeDialog list={list} row={merging} count={usage[merging.oldCode] ?? 0} label={label}
          targets={rows.filter((r) => r.id !== merging.id && r.oldCode)}
          onDone={(next, moved) => merged(next, moved, merging)} onCancel={() => setMerging(undefined)} />
      )}
    </section>
  );
}

function Cell({ value, error, label, onChange, disabled, title, placeholder, mono }: {
  value: string; error?: string; label: string; onChange(v: string): void; disabled?: boolean; title?: string; placeholder?: string; mono?: boolean;
}) {
  const { t } = useTranslation();
  const shown = error ? (error.startsWith('settings.') ? t(error) : error) : undefined;
  return (
    <span role="cell" className="block">
      <input value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} title={title} placeholder={placeholder}
        aria-label={label} aria-invalid={!!shown}
        className={`w-full rounded-md border px-2 py-1.5 text-sm shadow-sm focus:outline-none focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500 ${mono ? 'font-mono' : ''} ${shown ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200'}`} />
      {shown && <span className="mt-0.5 block text-xs text-red-600">{shown}</span>}
    </span>
  );
}
