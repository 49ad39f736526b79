import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A field in a group, the column list or the palette: dragged by its handle (pointer or
 * keyboard: Space to lift, arrows to move, Space to drop), removed with its X. */
export function SortableFieldChip({ name, label, onRemove }: { name: string; label: string; onRemove?(): void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: name });
  return (
    <li ref={setNodeRef} data-field={name} style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex min-w-0 items-center gap-1 rounded-md border bg-white px-1.5 py-1 text-sm shadow-sm ${isDragging ? 'border-dashed border-brand-400 opacity-40' : 'border-slate-200'}`}>
      <FieldChipBody name={name} label={label} handle={{ ...attributes, ...listeners }} />
      {onRemove && (
        <button type="button" onClick={onRemove} aria-label={t('studio.layout.removeField', { name: label })}
          className="shrink-0 rounded p-0.5 text-slate-400 hover:bg-red-50 hover:text-red-600 focus-visible:outline-2 focus-visible:outline-brand-600">
          <X className="size-3.5" aria-hidden />
        </button>
      )}
    </li>
  );
}

export function FieldChipBody({ name, label, handle }: { name: string; label: string; handle?: Record<string, unknown> }) {
  const { t } = useTranslation();
  return (
    <>
      <button type="button" {...handle} aria-label={t('studio.layout.moveField', { name: label })}
        className="flex shrink-0 cursor-grab touch-none items-center rounded p-0.5 text-slate-400 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 active:cursor-grabbing">
        <GripVertical className="size-4" aria-hidden />
      </button>
      <span className="min-w-0 flex-1 truncate text-slate-800" title={name}>{label}</span>
      <span className="hidden shrink-0 font-mono text-[11px] text-slate-400 xl:inline">{name}</span>
    </>
  );
}

/** What follows the pointer while dragging (drawn above every scrolling panel). */
export function DraggedChip({ name, label }: { name: string; label: string }) {
  return (
    <div className="flex items-center gap-1 rounded-md border border-brand-400 bg-white px-1.5 py-1 text-sm shadow-lg">
      <FieldChipBody name={name} label={label} />
    </div>
  );
}
