import { useDroppable } from '@dnd-kit/core';
import { SortableContext, rectSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { SortableFieldChip } from './FieldChip';
import { PALETTE } from './layoutState';

/** The model's fields the view does not show: drag one into the layout; drop one here to take
 * it out. */
export function FieldPalette({ fields, label }: { fields: string[]; label(name: string): string }) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: PALETTE });
  return (
    <section aria-labelledby="field-palette-title" className="flex min-h-0 flex-col">
      <h3 id="field-palette-title" className="text-sm font-semibold text-slate-900">{t('studio.layout.palette')}</h3>
      <p className="mb-2 text-xs text-slate-500">{t('studio.layout.paletteHint')}</p>
      <SortableContext items={fields} strategy={rectSortingStrategy}>
        <ul ref={setNodeRef} aria-label={t('studio.layout.palette')} data-testid="field-palette"
          className={`min-h-24 flex-1 space-y-1 overflow-auto rounded-lg p-2 ring-1 ${isOver ? 'bg-brand-50 ring-brand-300' : 'bg-slate-50 ring-slate-200'}`}>
          {fields.map((name) => <SortableFieldChip key={name} name={name} label={label(name)} />)}
          {fields.length === 0 && <li className="px-2 py-4 text-center text-xs text-slate-400">{t('studio.layout.paletteEmpty')}</li>}
        </ul>
      </SortableContext>
    </section>
  );
}
