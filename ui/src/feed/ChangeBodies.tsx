// The bodies of change-log items (field changes, tag changes), folder items and plain records.
import { Minus, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta, Lang } from '../api/types';
import { logValue } from '../detail/logValue';
import { folderGql } from '../list/folderGql';
import { formatRoute } from '../router/hash';
import { findOption, optionLabel } from '../widgets/display/options';
import { changesOf, tagDiff, type FieldChange } from './changes';

function shown(v: unknown, field: FieldMeta | undefined, lang: Lang): string {
  if (field?.options && !Array.isArray(v)) {
    const o = findOption(field, v);
    if (o) return optionLabel(o, lang);
  }
  return logValue(v);
}

const isTagChange = (c: FieldChange, fields: Map<string, FieldMeta>) => !!c.tags || fields.get(c.field)?.type === 'tags';

/** Field changes: label, old → new; a tags field shows the tags added and removed. */
export function ChangesBody({ data, fields, lang, listModel }: { data: Record<string, unknown> | null | undefined; fields: Map<string, FieldMeta>; lang: Lang; listModel: string }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('feed.changed')} className="space-y-1 text-sm">
      {changesOf(data).map((c, i) => {
        const f = fields.get(c.field);
        const label = <span className="font-medium text-slate-900">{c.label || f?.label_value || c.field}</span>;
        if (isTagChange(c, fields)) return <li key={i} className="space-y-1">{label}<TagChips change={c} listModel={listModel} /></li>;
        return (
          <li key={i} className="break-words text-slate-600">
            {label}{': '}
            <span className="line-through decoration-slate-300">{shown(c.old, f, lang) || t('feed.empty_value')}</span>
            <span aria-hidden> → </span><span className="sr-only">{t('oplog.to')}</span>
            <span className="text-slate-900">{shown(c.new, f, lang) || t('feed.empty_value')}</span>
          </li>
        );
      })}
    </ul>
  );
}

/** Tag changes only (a {model}_tag item). */
export function TagBody({ data, fields, listModel }: { data: Record<string, unknown> | null | undefined; fields: Map<string, FieldMeta>; listModel: string }) {
  return (
    <div className="space-y-1.5">
      {changesOf(data).filter((c) => isTagChange(c, fields)).map((c) => <TagChips key={c.field} change={c} listModel={listModel} />)}
    </div>
  );
}

/** The tags one change added and removed, each linking to the list of records with that tag. */
function TagChips({ change, listModel }: { change: FieldChange; listModel: string }) {
  const { t } = useTranslation();
  const { added, removed } = tagDiff(change);
  const chip = (tag: string, on: boolean) => (
    <a key={`${on}-${tag}`} href={formatRoute(listModel, 'list', { gql: `${change.field}=${tag}` })} title={t('feed.tagLink', { tag })}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ${on ? 'bg-emerald-50 text-emerald-700 ring-emerald-200' : 'bg-slate-50 text-slate-500 line-through ring-slate-200'}`}>
      {on ? <Plus className="size-3" aria-hidden /> : <Minus className="size-3" aria-hidden />}{tag}
    </a>
  );
  return (
    <div className="space-y-1">
      {added.length > 0 && <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500"><span>{t('feed.tagsAdded')}</span>{added.map((tag) => chip(tag, true))}</p>}
      {removed.length > 0 && <p className="flex flex-wrap items-center gap-1.5 text-xs text-slate-500"><span>{t('feed.tagsRemoved')}</span>{removed.map((tag) => chip(tag, false))}</p>}
    </div>
  );
}

/** A record put in a folder: links to the list showing that folder. */
export function FolderBody({ folder, listModel }: { folder: { id?: number; name?: string; __name__?: string } | undefined; listModel: string }) {
  const { t } = useTranslation();
  if (!folder?.id) return null;
  return (
    <p className="text-sm text-slate-700">{t('feed.folder')}{' '}
      <a href={formatRoute(listModel, 'list', { gql: folderGql(folder.id) })} className="font-medium text-brand-700 hover:underline">{folder.name ?? folder.__name__}</a>
    </p>
  );
}

/** Any other item: the underlying record's name, linking to it. */
export function RecordBody({ model, record }: { model: string; record: DataRecord }) {
  return (
    <a href={formatRoute(model, 'detail', { id: record.id })} className="text-sm font-medium text-brand-700 hover:underline">{record.__name__ ?? `#${record.id}`}</a>
  );
}
