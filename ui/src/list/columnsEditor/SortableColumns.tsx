import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ArrowDown, ArrowUp, GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../../api/types';
import { SortableItem } from '../../components/SortableItem';
import { moveBy } from '../columns';

export interface ColumnRow { field: FieldMeta; on: boolean }

/** The fields as a list to tick and to order, by dragging a handle or with the arrows. Its own
 * DndContext: the list screen's one carries rows onto folders and must not see these drags. */
export function SortableColumns({ rows, onChange }: { rows: ColumnRow[]; onChange(rows: ColumnRow[]): void }) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = rows.map((r) => r.field.name);
  function dragEnd(e: DragEndEvent) {
    if (!e.over || e.active.id === e.over.id) return;
    const from = ids.indexOf(String(e.active.id)), to = ids.indexOf(String(e.over.id));
    if (from >= 0 && to >= 0) onChange(moveBy(rows, from, to - from));
  }
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={dragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ul aria-label={t('columns.title')} className="max-h-[50vh] divide-y divide-slate-100 overflow-y-auto rounded-lg ring-1 ring-slate-200">
          {rows.map((r, i) => (
            <SortableItem key={r.field.name} id={r.field.name} className="bg-white">
              {(handle) => (
                <div className="flex items-center gap-2 px-2 py-1.5" data-column={r.field.name}>
                  <button type="button" {...handle} aria-label={t('views.drag', { name: r.field.label_value })}
                    className="cursor-grab touch-none rounded p-0.5 text-slate-400 hover:text-slate-700 active:cursor-grabbing"><GripVertical className="size-4" aria-hidden /></button>
                  <label className="flex min-w-0 flex-1 items-center gap-2 text-sm text-slate-700">
                    <input type="checkbox" checked={r.on} onChange={(e) => onChange(rows.map((x, j) => (j === i ? { ...x, on: e.target.checked } : x)))}
                      className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
                    <span className="truncate">{r.field.label_value}</span>
                  </label>
                  <button type="button" onClick={() => onChange(moveBy(rows, i, -1))} disabled={i === 0} aria-label={t('columns.up', { name: r.field.label_value })}
                    className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-30"><ArrowUp className="size-4" aria-hidden /></button>
                  <button type="button" onClick={() => onChange(moveBy(rows, i, 1))} disabled={i === rows.length - 1} aria-label={t('columns.down', { name: r.field.label_value })}
                    className="rounded p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700 disabled:opacity-30"><ArrowDown className="size-4" aria-hidden /></button>
                </div>
              )}
            </SortableItem>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
