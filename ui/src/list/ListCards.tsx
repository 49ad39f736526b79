import { useDraggable } from '@dnd-kit/core';
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { formatRoute } from '../router/hash';
import { DisplayValue } from '../widgets/display/registry';
import { SnippetLine } from './Snippet';

/** The mobile list: one card per record, the first column as its title and below it the
 * model's card fields (metadata views.card: its status, a number to call; see cardColumns).
 * rowsDraggable: a long press drags the card onto a place that takes rows (inside ListDnd). */
export function ListCards({ model, columns, card, rows, rowsDraggable = false }: { model: string; columns: FieldMeta[]; card: FieldMeta[]; rows: DataRecord[]; rowsDraggable?: boolean }) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [title] = columns;
  const rest = card.filter((c) => c.name !== title?.name);
  return (
    <ul className="divide-y divide-slate-100 bg-white">
      {rows.map((row) => (
        <Card key={row.id} id={row.id} draggable={rowsDraggable}>
          {/* The title's link stretches over the whole card, so a tap anywhere opens the record,
              while the numbers and addresses in it (tel:, mailto:) sit above it and call: links
              are never nested in links. */}
          <div className="relative flex items-center gap-3 px-4 py-3 active:bg-slate-50">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="truncate text-sm font-medium text-slate-900">
                <a href={formatRoute(model, 'detail', { id: row.id })} className="after:absolute after:inset-0">
                  {title ? <DisplayValue value={row[title.name] ?? row.__name__} field={title.type === 'foreignkey' ? { ...title, to: undefined } : title} lang={lang} /> : row.__name__}
                </a>
              </p>
              <SnippetLine row={row} />
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500 [&_a]:relative [&_a]:z-10">
                {rest.filter((c) => row[c.name] !== null && row[c.name] !== undefined && row[c.name] !== '').map((c) => (
                  <span key={c.name} data-card-field={c.name} className="max-w-full truncate"><DisplayValue value={row[c.name]} field={c} lang={lang} /></span>
                ))}
              </div>
            </div>
            <ChevronRight className="size-4 shrink-0 text-slate-300" aria-hidden />
          </div>
        </Card>
      ))}
    </ul>
  );
}

function Card({ id, draggable, children }: { id: number; draggable: boolean; children: ReactNode }) {
  return draggable ? <DraggableCard id={id}>{children}</DraggableCard> : <li>{children}</li>;
}

function DraggableCard({ id, children }: { id: number; children: ReactNode }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id: `row:${id}`, data: { kind: 'rows', ids: [id] } });
  const { role: _role, tabIndex: _tabIndex, 'aria-pressed': _pressed, ...aria } = attributes;
  // No text selection or link callout on the long press that starts a drag.
  return <li ref={setNodeRef} {...aria} {...listeners} style={{ WebkitTouchCallout: 'none' }}
    className={`select-none ${isDragging ? 'opacity-50' : ''}`}>{children}</li>;
}
