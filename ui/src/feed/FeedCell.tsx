// One feed item: when and by whom, its type icon, category and status labels, the operations
// the server allows on it, and a body for its kind.
import { smsFeedCell } from '../notice/smsFeed';
import {
  BookOpen, Briefcase, CalendarDays, FileText, Folder, Mail, MessageSquare, Pencil, Phone, Smartphone, Tag, Trash2, type LucideIcon,
} from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { Avatar } from '../components/Avatar';
import { formatDateTime } from '../i18n/format';
import { useModel } from '../stores/useModel';
import { Badge } from '../widgets/display/Badge';
import { findOption, optionLabel } from '../widgets/display/options';
import { BodyFor } from './bodyFor';
import { cellKind, typeIcon, type IconName } from './cellKind';
import { userHref } from './NoteBody';
import type { FeedItem } from './types';

const ICONS: Record<IconName, LucideIcon> = {
  mail: Mail, calendar: CalendarDays, comment: MessageSquare, folder: Folder, tag: Tag, briefcase: Briefcase,
  mobile: Smartphone, file: FileText, phone: Phone, book: BookOpen,
};

function OptionLabel({ field, value, lang }: { field?: FieldMeta; value: unknown; lang: Lang }) {
  if (!field || value === undefined || value === null || value === '') return null;
  const o = findOption(field, value);
  return <Badge color={o?.color}>{o ? optionLabel(o, lang) : String(value)}</Badge>;
}

export function FeedCell({ item, ownerModel, hideOperation, onEdit, onDelete }: {
  item: FeedItem; ownerModel?: string; hideOperation?: boolean; onEdit(item: FeedItem): void; onDelete(item: FeedItem): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const kind = cellKind(item);
  const icon = typeIcon(item.external_type, kind);
  const Icon = ICONS[icon];
  const { meta } = useModel(item.external_model || ownerModel || 'note', '', !!(item.external_model || ownerModel));
  const fields = useMemo(() => new Map((meta?.fields ?? []).map((f) => [f.name, f])), [meta]);
  const target = (item.target ?? {}) as DataRecord;
  const ops = hideOperation ? [] : (item.operations ?? []);
  const author = item.addedBy;
  const authorName = author?.__name__ ?? author?.name ?? '';

  return (
    <li className="flex gap-3 px-4 py-3" data-feed-type={item.type}>
      <span title={authorName}><Avatar name={authorName || '?'} /></span>
      <div className="min-w-0 flex-1 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Icon className="size-4 text-slate-400" aria-label={t(`feed.kind.${icon}`)} role="img" />
          {author?.id
            ? <a href={userHref(author.id)} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">{authorName}</a>
            : <span className="font-medium text-slate-900">{authorName || t('feed.system')}</span>}
          <OptionLabel field={fields.get('category')} value={target.category} lang={lang} />
          {kind === 'sms' && <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600">{smsFeedCell(target).category}</span>}
          <OptionLabel field={fields.get('status')} value={target.status} lang={lang} />
          <time dateTime={item.dateAdded} className="ml-auto text-xs tabular-nums text-slate-500">{formatDateTime(item.dateAdded, lang)}</time>
          {ops.includes('edit') && (
            <button type="button" onClick={() => onEdit(item)} aria-label={t('feed.edit')} title={t('feed.edit')}
              className="rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><Pencil className="size-3.5" aria-hidden /></button>
          )}
          {ops.includes('delete') && (
            <button type="button" onClick={() => onDelete(item)} aria-label={t('feed.delete')} title={t('feed.delete')}
              className="rounded-md p-1 text-slate-400 hover:bg-red-50 hover:text-red-600"><Trash2 className="size-3.5" aria-hidden /></button>
          )}
        </div>
        <BodyFor kind={kind} item={item} target={target} fields={fields} lang={lang} ownerModel={ownerModel} />
      </div>
    </li>
  );
}
