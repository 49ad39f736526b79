import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { Lang, OpEntry } from '../api/types';
import { Avatar } from '../components/Avatar';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { formatDateTime } from '../i18n/format';
import { logValue } from './logValue';

/** A detail tab of the record's operation log: who viewed it and when (viewlog), or every
 * field change with its old and new value (changelog), newest first. */
export function OperationLog({ kind, model, id }: { kind: 'view' | 'update'; model: string; id: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const [entries, setEntries] = useState<OpEntry[]>();
  const [error, setError] = useState<unknown>();
  const load = () => { setError(undefined); api.operationLog(kind, model, id).then(setEntries).catch(setError); };
  useEffect(load, [kind, model, id]);

  if (error) return <ErrorState error={error} onRetry={load} />;
  if (!entries) return <div className="flex justify-center py-10"><Spinner /></div>;
  if (!entries.length) return <EmptyState title={t(kind === 'view' ? 'oplog.noViews' : 'oplog.noChanges')} />;
  return (
    <ol aria-label={t(kind === 'view' ? 'oplog.views' : 'oplog.changes')} className="divide-y divide-slate-100 rounded-xl bg-white ring-1 ring-slate-200">
      {entries.map((en, i) => (
        <li key={i} className="flex items-start gap-3 px-4 py-3 text-sm">
          <Avatar name={en.user?.__name__ || '?'} />
          <div className="min-w-0 flex-1">
            <p className="text-slate-900">
              <span className="font-medium">{en.user?.__name__ || t('oplog.system')}</span>{' '}
              <span className="text-slate-600">{t(`oplog.action.${en.type}`, { defaultValue: en.type })}</span>
              {en.type === 'update' && en.field && <> <span className="font-medium">{en.field_label || en.field}</span></>}
            </p>
            {en.type === 'update' && (
              <p className="mt-0.5 break-words text-slate-600">
                <span className="line-through decoration-slate-300">{logValue(en.old) || t('oplog.empty')}</span>
                <span aria-hidden> → </span><span className="sr-only">{t('oplog.to')}</span>
                <span className="text-slate-900">{logValue(en.new) || t('oplog.empty')}</span>
              </p>
            )}
          </div>
          <time dateTime={en.dateAdded} className="shrink-0 text-xs text-slate-500">{formatDateTime(en.dateAdded, lang)}</time>
        </li>
      ))}
    </ol>
  );
}
