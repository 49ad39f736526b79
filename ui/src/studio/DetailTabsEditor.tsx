import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { GripVertical, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { StudioField, StudioTab, Trilingual } from '../api/studioTypes';
import type { Lang } from '../api/types';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { SortableItem } from '../components/SortableItem';
import { Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { useModelMeta } from '../stores/modelMeta';
import { ADDABLE_TAB_TYPES, addRelationTab, addTab, missingLabels, moveTab, relationChoices, setDefaultTab, tabsToSave } from './detailTabsState';
import { inEveryLanguage } from './trilingual';

const LANGS: Lang[] = ['en', 'zh_CN', 'zh_TW'];
const inputClass = 'w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

/** Studio → Detail tabs: the model's detail-page tabs in order (drag to reorder), their labels in
 * each language, the tab that opens first, tabs added by kind or per reverse relation, removed. */
export function DetailTabsEditor({ model, fields }: { model: string; fields: StudioField[] }) {
  const { t, i18n } = useTranslation();
  const push = useToasts((s) => s.push);
  const [saved, setSaved] = useState<StudioTab[]>();
  const [version, setVersion] = useState('');
  const [tabs, setTabs] = useState<StudioTab[]>([]);
  const [error, setError] = useState<unknown>();
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const sensors = useSensors(useSensor(PointerSensor), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  const load = () => {
    setError(undefined);
    api.detailTabs(model).then((read) => { setSaved(read.tabs); setTabs(read.tabs); setVersion(read.version); }).catch(setError);
  };
  useEffect(load, [model]);

  const dirty = JSON.stringify(tabs) !== JSON.stringify(saved);
  const relations = relationChoices(fields, tabs);
  const edit = (name: string, patch: Partial<StudioTab>) => setTabs((ts) => ts.map((tb) => (tb.name === name ? { ...tb, ...patch } : tb)));
  const onDragEnd = (e: DragEndEvent) => { if (e.over) setTabs((ts) => moveTab(ts, String(e.active.id), String(e.over!.id))); };

  async function save() {
    const unnamed = missingLabels(tabs);
    if (unnamed.length) { setProblem(t('studio.tabs.labelRequired', { names: unnamed.join(', ') })); return; }
    setBusy(true);
    setProblem('');
    try {
      const next = await api.saveDetailTabs(model, tabsToSave(tabs), version);
      setSaved(next.tabs);
      setTabs(next.tabs);
      setVersion(next.version);
      push('success', t('studio.tabs.saved'));
      void useModelMeta.getState().refreshAll(i18n.language as Lang);
    } catch (e) {
      setProblem(e instanceof ApiError && e.message ? e.message : t('studio.layout.changeFieldFail'));
    } finally {
      setBusy(false);
    }
  }

  if (error) return <ErrorState error={error} onRetry={load} />;
  if (!saved) return <div className="flex flex-1 items-center justify-center"><Spinner /></div>;
  return (
    <section aria-label={t('studio.tabs.title')} className="flex min-h-0 flex-1 flex-col">
      <p className="mb-3 text-sm text-slate-600">{t('studio.tabs.hint')}</p>
      <div className="min-h-0 flex-1 overflow-auto">
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={tabs.map((tb) => tb.name)} strategy={verticalListSortingStrategy}>
            <ol className="space-y-2">
              {tabs.map((tb) => (
                <SortableItem key={tb.name} id={tb.name}>
                  {(handle) => (
                    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 bg-white px-3 py-2">
                      <button type="button" {...handle} aria-label={t('studio.tabs.move', { name: tb.label_value || tb.label.en || tb.name })}
                        className="cursor-grab rounded p-1 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600">
                        <GripVertical className="size-4" aria-hidden />
                      </button>
                      <span className="w-40 shrink-0 text-xs text-slate-500">
                        <span className="font-mono">{tb.name}</span><br />{t(`studio.tabs.types.${tb.type}`, { defaultValue: tb.type })}
                      </span>
                      {LANGS.map((lang) => (
                        <label key={lang} className="min-w-36 flex-1 text-xs text-slate-600">
                          <span className="sr-only">{t(`studio.tabs.label.${lang}`, { name: tb.name })}</span>
                          <input value={tb.label[lang] ?? ''} placeholder={t(`language.${lang}`)} className={inputClass}
                            aria-label={t(`studio.tabs.label.${lang}`, { name: tb.name })}
                            onChange={(e) => edit(tb.name, { label: { ...tb.label, [lang]: e.target.value } })} />
                        </label>
                      ))}
                      <label className="flex items-center gap-1.5 text-sm text-slate-700">
                        <input type="radio" name="default-tab" checked={!!tb.defaultTab} onChange={() => setTabs((ts) => setDefaultTab(ts, tb.name))} className="accent-brand-600" />
                        {t('studio.tabs.default')}
                      </label>
                      <button type="button" onClick={() => setTabs((ts) => ts.filter((x) => x.name !== tb.name))}
                        aria-label={t('studio.tabs.remove', { name: tb.label_value || tb.label.en || tb.name })}
                        className="rounded p-1 text-slate-400 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600">
                        <Trash2 className="size-4" aria-hidden />
                      </button>
                    </div>
                  )}
                </SortableItem>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
        <AddTab relations={relations} onAddKind={(type) => setTabs((ts) => addTab(ts, type, inEveryLanguage(t, `studio.tabs.types.${type}`) as Trilingual))}
          onAddRelation={(f) => setTabs((ts) => addRelationTab(ts, f))} />
      </div>
      {problem && <p role="alert" className="mt-3 text-sm text-red-600">{problem}</p>}
      <div className="mt-3 flex items-center justify-end gap-2 border-t border-slate-200 pt-3">
        {dirty && <span className="mr-auto text-xs text-amber-700">{t('studio.layout.unsaved')}</span>}
        <Button onClick={() => { setTabs(saved); setProblem(''); }} disabled={busy || !dirty}>{t('studio.layout.discard')}</Button>
        <Button variant="primary" onClick={() => void save()} disabled={busy || !dirty}>{busy ? t('form.saving') : t('studio.tabs.save')}</Button>
      </div>
    </section>
  );
}

function AddTab({ relations, onAddKind, onAddRelation }: { relations: StudioField[]; onAddKind(type: string): void; onAddRelation(f: StudioField): void }) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState('');
  const add = () => {
    if (choice.startsWith('rel:')) {
      const f = relations.find((r) => r.name === choice.slice(4));
      if (f) onAddRelation(f);
    } else if (choice) onAddKind(choice);
    setChoice('');
  };
  return (
    <div className="mt-3 flex items-end gap-2">
      <label className="text-xs font-medium text-slate-600">
        {t('studio.tabs.addKind')}
        <select value={choice} onChange={(e) => setChoice(e.target.value)} className={`${inputClass} mt-1`}>
          <option value="">{t('studio.field.pick')}</option>
          {ADDABLE_TAB_TYPES.map((k) => <option key={k} value={k}>{t(`studio.tabs.types.${k}`)}</option>)}
          {relations.length > 0 && (
            <optgroup label={t('studio.tabs.relations')}>
              {relations.map((f) => <option key={f.name} value={`rel:${f.name}`}>{f.label_value}</option>)}
            </optgroup>
          )}
        </select>
      </label>
      <Button onClick={add} disabled={!choice}><Plus className="size-4" aria-hidden />{t('studio.tabs.add')}</Button>
    </div>
  );
}
