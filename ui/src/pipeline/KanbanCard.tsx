import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, Lang } from '../api/types';
import { formatDateTime } from '../i18n/format';
import { formatRoute } from '../router/hash';
import { idOf, nameOf } from '../widgets/display/types';
import { HuntingTooltip } from './HuntingTooltip';

/** The fields a card shows, as the pipeline model names them. */
export interface CardFields { model: string; subject: string; subjectModel?: string; owner?: string; hunter?: string; hunterModel?: string; shortlistDate?: string }

/** One submission on the board: the candidate (a link), consultant, last update and hunter.
 * Names wrap rather than end in an ellipsis: the name is what a recruiter reads a card for.
 * The grip is the drag handle (mouse, touch, or Space and the arrow keys), so the links stay links. */
export function KanbanCard({ card, fields, stage, dragging }: { card: DataRecord; fields: CardFields; stage: string; dragging?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { attributes, listeners, setNodeRef, transform } = useDraggable({ id: card.id, data: { card, stage } });
  const subject = card[fields.subject];
  const subjectId = idOf(subject);
  const name = subject ? nameOf(subject, lang) : String(card.__name__ ?? `#${card.id}`);
  const owner = fields.owner ? card[fields.owner] : undefined;
  const hunter = fields.hunter ? card[fields.hunter] : undefined;
  const updated = card.lastUpdateDate ?? card.dateAdded;
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Translate.toString(transform) }} data-card={card.id} data-stage={stage}
      className={`flex gap-1.5 rounded-lg bg-white p-2.5 text-sm shadow-sm ring-1 ring-slate-200 ${dragging ? 'relative z-20 opacity-80 shadow-lg' : ''}`}>
      <button type="button" {...attributes} {...listeners} aria-label={t('pipeline.dragHandle', { name })}
        className="-ml-1 cursor-grab touch-none self-start rounded p-0.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 active:cursor-grabbing">
        <GripVertical className="size-4" aria-hidden />
      </button>
      <div className="min-w-0 flex-1 space-y-1">
        {fields.subjectModel && subjectId !== undefined
          ? <a href={formatRoute(fields.subjectModel, 'detail', { id: subjectId })} className="block font-medium text-brand-700 [overflow-wrap:anywhere] hover:underline">{name}</a>
          : <a href={formatRoute(fields.model, 'detail', { id: card.id })} className="block font-medium text-slate-900 [overflow-wrap:anywhere] hover:underline">{name}</a>}
        {owner ? <p className="text-xs text-slate-500 [overflow-wrap:anywhere]">{t('pipeline.owner')}: {nameOf(owner, lang)}</p> : null}
        {updated ? <p className="text-xs tabular-nums text-slate-400">{t('pipeline.updated', { date: formatDateTime(String(updated), lang) })}</p> : null}
        {hunter ? <HuntingTooltip badge hunter={hunter} shortlistDate={fields.shortlistDate ? card[fields.shortlistDate] : undefined} userModel={fields.hunterModel} /> : null}
      </div>
    </li>
  );
}
