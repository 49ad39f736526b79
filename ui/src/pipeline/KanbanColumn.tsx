import { useDroppable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DropVerdict } from './board';
import type { StageColumn } from './pipeline';

/** One stage of the board: its label, colour and count, and the cards at it. While a card is
 * dragged it shows whether the card may come here (highlighted) or not (dimmed). */
export function KanbanColumn({ column, count, verdict, children }: {
  column: StageColumn; count: number; verdict?: DropVerdict; children: ReactNode;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: `stage:${column.code}`, data: { code: column.code } });
  const state = verdict === 'allowed' ? (isOver ? 'ring-2 ring-brand-500 bg-brand-50' : 'ring-2 ring-brand-300 bg-brand-50/40')
    : verdict === 'forbidden' ? `opacity-40 ${isOver ? 'ring-2 ring-red-400' : ''}` : 'bg-slate-50';
  return (
    <section ref={setNodeRef} aria-label={t('pipeline.stageCount', { stage: column.label, count })} data-stage-column={column.code}
      data-drop={verdict ?? ''} data-over={isOver || undefined} className={`flex min-w-[10rem] flex-1 flex-col rounded-xl ring-1 ring-slate-200 transition ${state}`}>
      <header className="flex items-center gap-2 rounded-t-xl border-t-4 px-3 py-2.5" style={{ borderTopColor: column.color ?? '#94a3b8' }}>
        <span className="size-2.5 rounded-full" style={{ backgroundColor: column.color ?? '#94a3b8' }} aria-hidden />
        <h3 className="min-w-0 flex-1 text-sm leading-tight [overflow-wrap:anywhere] font-semibold text-slate-800">{column.label}</h3>
        <span data-count className="rounded-full bg-white px-2 py-0.5 text-xs font-medium tabular-nums text-slate-600 ring-1 ring-slate-200">{count}</span>
      </header>
      {verdict === 'forbidden' && isOver && <p className="px-3 text-xs text-red-600">{t('pipeline.cannotDrop')}</p>}
      <ul className="flex min-h-24 flex-1 flex-col gap-2 p-2">{children}</ul>
    </section>
  );
}
