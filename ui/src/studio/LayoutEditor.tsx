import {
  DndContext, DragOverlay, KeyboardSensor, PointerSensor, closestCenter, pointerWithin, useDroppable, useSensor, useSensors,
  type Announcements, type CollisionDetection, type DragEndEvent, type DragOverEvent, type DragStartEvent,
} from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { isApiError } from '../api/errors';
import type { StudioModel } from '../api/studioTypes';
import type { Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';
import { useModelMeta } from '../stores/modelMeta';
import { DraggedChip, SortableFieldChip } from './FieldChip';
import { FieldPalette } from './FieldPalette';
import { GroupCard } from './GroupCard';
import {
  COLUMNS, PALETTE, addGroup, containerOf, dropTarget, fromView, groupLabel, isGrouped, moveField, removeGroup, renameGroup,
  offered, sameLayout, setGroupLayout, toEntries, unplaced, viewFor, type EditorGroup,
} from './layoutState';
import { inEveryLanguage } from './trilingual';

/** Where a dragged field is over: a field under the pointer before the container around it,
 * so a drop lands between fields; with no pointer (keyboard) the closest centre. */
const collision: CollisionDetection = (args) => {
  const within = pointerWithin(args);
  if (!within.length) return closestCenter(args);
  const fields = within.filter((c) => c.id !== PALETTE && c.id !== COLUMNS && !String(c.id).startsWith('group:'));
  return fields.length ? fields : within;
};

/** The layout of one view of one scene and suffix (spec 000 §2): groups of fields for detail
 * and edit views, an ordered column list otherwise; fields drag between them and the palette.
 * Save posts the entries; the cached model metadata is then read again so forms and lists
 * show the new layout at once. */
export function LayoutEditor({ model, data, scene, suffix, view, onDirty, onSaved }: {
  model: string; data: StudioModel; scene: string; suffix: string; view: string; onDirty(dirty: boolean): void; onSaved(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const push = useToasts((s) => s.push);
  const grouped = isGrouped(view);
  const names = useMemo(() => data.fields.map((f) => f.name), [data.fields]);
  const labels = useMemo(() => new Map(data.fields.map((f) => [f.name, f.label_value || f.name])), [data.fields]);
  const label = (name: string) => labels.get(name) ?? name;
  const choices = useMemo(() => offered(data.fields, view), [data.fields, view]);
  const [saved, setSaved] = useState<EditorGroup[]>(() => fromView(viewFor(data.views, view), view, new Set(names)));
  const [groups, setGroups] = useState<EditorGroup[]>(saved);
  const [dragging, setDragging] = useState<string>();
  // The layout when a drag began: Escape puts it back, moves across containers included.
  const [beforeDrag, setBeforeDrag] = useState<EditorGroup[]>();
  const [removing, setRemoving] = useState<EditorGroup>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string>();
  const palette = unplaced(groups, choices);

  const dirty = !sameLayout(groups, saved);
  useEffect(() => { onDirty(dirty); }, [dirty]); // eslint-disable-line react-hooks/exhaustive-deps

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  // A field crossing into another container moves while dragging, so the target makes room;
  // the order within a container is settled on drop.
  function onDragOver({ active, over }: DragOverEvent) {
    if (!over) return;
    const field = String(active.id);
    const target = dropTarget(groups, String(over.id));
    if (containerOf(groups, field) !== target.container) setGroups((gs) => moveField(gs, field, target.container, target.index));
  }
  function onDragEnd({ active, over }: DragEndEvent) {
    setDragging(undefined);
    if (!over) return;
    const field = String(active.id);
    const target = dropTarget(groups, String(over.id));
    if (target.container !== PALETTE && String(over.id) !== field) setGroups((gs) => moveField(gs, field, target.container, target.index));
  }
  function onDragStart({ active }: DragStartEvent) {
    setDragging(String(active.id));
    setBeforeDrag(groups);
    setMessage(undefined);
  }

  // What a screen reader hears while a field moves, in the user's language.
  const where = (id: string | number | undefined) => {
    const target = dropTarget(groups, String(id ?? PALETTE));
    if (target.container === PALETTE) return t('studio.layout.palette');
    if (target.container === COLUMNS) return t('studio.layout.columns');
    const g = groups.find((x) => x.key === target.container);
    return g ? groupLabel(g, lang) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('studio.layout.dnd.picked', { name: label(String(active.id)) }),
    onDragOver: ({ active, over }) => (over ? t('studio.layout.dnd.over', { name: label(String(active.id)), target: where(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => {
      const name = label(String(active.id));
      if (!over || dropTarget(groups, String(over.id)).container === PALETTE) return t('studio.layout.dnd.removed', { name });
      return t('studio.layout.dnd.dropped', { name, target: where(over.id) });
    },
    onDragCancel: ({ active }) => t('studio.layout.dnd.cancelled', { name: label(String(active.id)) }),
  };

  const edit = (fn: (gs: EditorGroup[]) => EditorGroup[]) => {
    setGroups(fn);
    setMessage(undefined);
  };

  async function save() {
    setBusy(true);
    setMessage(undefined);
    try {
      await api.saveLayout(model, { suffix, scene, view }, toEntries(groups, view, lang), data.view_versions?.[view]);
      setSaved(groups);
      push('success', t('studio.layout.saved'));
      void useModelMeta.getState().refreshAll(lang);
      onSaved();
    } catch (e) {
      setMessage((isApiError(e) && e.message) || t('studio.layout.changeFieldFail'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <DndContext sensors={sensors} collisionDetection={collision}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('studio.layout.dnd.instructions') } }} onDragStart={onDragStart} onDragOver={onDragOver} onDragEnd={onDragEnd}
        onDragCancel={() => { setDragging(undefined); if (beforeDrag) setGroups(beforeDrag); }}>
        <div className="flex min-h-0 flex-1 gap-4">
          <div className="min-h-0 min-w-0 flex-1 space-y-3 overflow-auto pb-4" data-testid="layout-canvas">
            {message && <Alert tone="error">{message}</Alert>}
            {grouped ? (
              <>
                {groups.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">{t('studio.layout.noGroups')}</p>}
                {groups.map((g) => (
                  <GroupCard key={g.key} group={g} label={label}
                    onRename={(text) => edit((gs) => renameGroup(gs, g.key, text, lang))}
                    onLayout={(n) => edit((gs) => setGroupLayout(gs, g.key, n))}
                    onRemove={() => (g.fields.length ? setRemoving(g) : edit((gs) => removeGroup(gs, g.key)))}
                    onRemoveField={(f) => edit((gs) => moveField(gs, f, PALETTE, 0))} />
                ))}
                <button type="button" onClick={() => edit((gs) => addGroup(gs, inEveryLanguage(t, 'studio.layout.newGroup')))}
                  className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600">
                  <Plus className="size-4" aria-hidden />{t('studio.layout.addGroup')}
                </button>
              </>
            ) : (
              groups.map((g) => <ColumnList key={g.key} group={g} label={label} onRemoveField={(f) => edit((gs) => moveField(gs, f, PALETTE, 0))} />)
            )}
          </div>
          <aside className="flex w-64 shrink-0 flex-col">
            <FieldPalette fields={palette} label={label} />
          </aside>
        </div>
        <DragOverlay>{dragging ? <DraggedChip name={dragging} label={label(dragging)} /> : null}</DragOverlay>
      </DndContext>

      <div className="flex items-center justify-end gap-2 border-t border-slate-200 bg-slate-50 px-4 py-3">
        {dirty && <span className="mr-auto text-xs text-amber-700">{t('studio.layout.unsaved')}</span>}
        <Button onClick={() => { setGroups(saved); setMessage(undefined); }} disabled={busy || !dirty}>{t('studio.layout.discard')}</Button>
        <Button variant="primary" onClick={() => void save()} disabled={busy || !dirty}>{busy ? t('form.saving') : t('studio.layout.save')}</Button>
      </div>

      {removing && (
        <ConfirmDialog message={t('studio.layout.confirmRemoveGroup', { name: groupLabel(removing, lang) })} confirmLabel={t('common.remove')} danger
          onConfirm={() => { edit((gs) => removeGroup(gs, removing.key)); setRemoving(undefined); }} onCancel={() => setRemoving(undefined)} />
      )}
    </div>
  );
}

/** The one ordered list of a list, search or detail-tab view. */
function ColumnList({ group, label, onRemoveField }: { group: EditorGroup; label(name: string): string; onRemoveField(name: string): void }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: group.key });
  return (
    <section aria-labelledby="column-list-title" className="rounded-lg bg-white shadow-sm ring-1 ring-slate-200">
      <h3 id="column-list-title" className="border-b border-slate-100 px-3 py-2 text-sm font-semibold text-slate-900">{t('studio.layout.columns')}</h3>
      <SortableContext items={group.fields} strategy={rectSortingStrategy}>
        <ol ref={setNodeRef} aria-label={t('studio.layout.columns')} className={`min-h-14 space-y-1.5 p-3 ${isOver ? 'bg-brand-50' : ''}`}>
          {group.fields.map((f) => <SortableFieldChip key={f} name={f} label={label(f)} onRemove={() => onRemoveField(f)} />)}
          {group.fields.length === 0 && <li className="rounded-md border border-dashed border-slate-300 px-3 py-3 text-center text-xs text-slate-400">{t('studio.layout.dropHere')}</li>}
        </ol>
      </SortableContext>
    </section>
  );
}
