// The outbox (issue 17, settings#?type=mail-outbox, administrators): every mail written in
// Huntline by where it stands (waiting, sent, failed), with the reason a mail failed or waits
// and Send again for those that can be. Read through the generic list of the mail model, so
// the status labels are the option list's, in the user's language.
import { RefreshCw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { get } from '../api/client';
import type { DataRecord, Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { formatDateTime } from '../i18n/format';
import type { SectionProps } from '../modules/registry';
import { useModel } from '../stores/useModel';
import { findOption, optionLabel } from '../widgets/display/options';
import { nameOf } from '../widgets/display/types';
import { RetryButton } from './RetryButton';

/** The outbox's tabs and the statuses each shows. */
export const OUTBOX_TABS = [
  { key: 'waiting', statuses: ['queued', 'held'] },
  { key: 'failed', statuses: ['failed'] },
  { key: 'sent', statuses: ['sent'] },
] as const;
export type OutboxTab = (typeof OUTBOX_TABS)[number]['key'];

/** The list filter of a tab. */
export const outboxFilter = (tab: OutboxTab) => `status__s=${OUTBOX_TABS.find((x) => x.key === tab)!.statuses.join(',')}`;

const PAGE = 50;

export function OutboxPage({ query, onParams }: SectionProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const tab = (OUTBOX_TABS.find((x) => x.key === query.get('box'))?.key ?? 'waiting') as OutboxTab;
  const status = useModel('email').meta?.fields.find((f) => f.name === 'status');
  const [rows, setRows] = useState<DataRecord[] | undefined>();
  const [counts, setCounts] = useState<Partial<Record<OutboxTab, number>>>({});
  const [noServer, setNoServer] = useState(false);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    setError('');
    try {
      const [page, ...all] = await Promise.all([
        // The sender's name, not the bare id.
        api.list('email', { gql: outboxFilter(tab), page: 1, paginate_by: PAGE, ordering: '-dateAdded', demandKeys: ['user'] }),
        ...OUTBOX_TABS.map((x) => api.list('email', { gql: outboxFilter(x.key), page: 1, paginate_by: 1 })),
      ]);
      setRows(page.list);
      setCounts(Object.fromEntries(OUTBOX_TABS.map((x, i) => [x.key, all[i].count])));
    } catch (e) { setError(e instanceof Error ? e.message : String(e)); }
  }, [tab]);
  useEffect(() => { void load(); }, [load]);
  useEffect(() => {
    get('/rest/mail/outbox', { paginate_by: 1 }).then((b) => setNoServer(b.mail_server === false), () => {});
  }, []);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-7 md:px-8">
      <div className="mb-1 flex items-center gap-3">
        <h1 className="text-lg font-semibold text-slate-900">{t('email.outbox.title')}</h1>
        <button type="button" onClick={() => void load()} className="ml-auto inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm text-slate-600 hover:bg-slate-100">
          <RefreshCw className="size-4" aria-hidden />{t('email.outbox.refresh')}
        </button>
      </div>
      <p className="mb-4 text-sm text-slate-500">{t('email.outbox.hint')}</p>
      {noServer && <p role="status" className="mb-4 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-200">{t('email.outbox.noServer')}</p>}
      {error && <div className="mb-4"><Alert tone="error">{error}</Alert></div>}
      <div role="tablist" aria-label={t('email.outbox.title')} className="mb-3 flex gap-1 border-b border-slate-200">
        {OUTBOX_TABS.map((x) => (
          <button key={x.key} type="button" role="tab" aria-selected={x.key === tab} onClick={() => onParams({ box: x.key })}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${x.key === tab ? 'border-brand-600 font-medium text-brand-700' : 'border-transparent text-slate-600 hover:text-slate-900'}`}>
            {t(`email.outbox.${x.key}`)}{counts[x.key] !== undefined && <span className="ml-1.5 rounded-full bg-slate-100 px-1.5 text-xs tabular-nums text-slate-600">{counts[x.key]}</span>}
          </button>
        ))}
      </div>
      {rows && rows.length === 0 && <p className="py-8 text-center text-sm text-slate-500">{t('email.outbox.empty')}</p>}
      {rows && rows.length > 0 && (
        <ul role="tabpanel" aria-label={t(`email.outbox.${tab}`)} className="divide-y divide-slate-100 rounded-lg bg-white ring-1 ring-slate-200">
          {rows.map((r) => {
            const opt = status ? findOption(status, r.status) : undefined;
            const reason = typeof r.error === 'string' && r.error ? r.error : '';
            return (
              <li key={r.id} className="flex flex-col gap-1 px-4 py-3 md:flex-row md:items-center md:gap-4" data-mail-id={r.id}>
                <div className="min-w-0 flex-1">
                  <a href={`#email/detail?id=${r.id}`} className="block truncate font-medium text-slate-900 hover:text-brand-700 hover:underline">{String(r.subject ?? r.__name__ ?? '')}</a>
                  <p className="truncate text-xs text-slate-500">{t('email.outbox.to')}: {String(r.to ?? '')} · {t('email.outbox.sender')}: {r.user ? nameOf(r.user, lang) : '—'} · {r.dateAdded ? formatDateTime(String(r.dateAdded), lang) : ''}</p>
                  {reason && <p className="mt-0.5 break-words text-xs text-red-700"><span className="font-medium">{t('email.outbox.reason')}:</span> {reason}</p>}
                </div>
                <span className="shrink-0 self-start rounded px-1.5 py-0.5 text-xs font-medium ring-1 ring-inset md:self-center"
                  style={opt?.color ? { color: opt.color, borderColor: opt.color } : undefined}>{opt ? optionLabel(opt, lang) : String(r.status ?? '')}</span>
                <span className="shrink-0 self-start md:self-center"><RetryButton row={r} onDone={() => void load()} /></span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

export default OutboxPage;
