import { BellRing, CheckCheck } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { DataRecord } from '../api/types';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { SlideOver } from '../components/SlideOver';
import { useToasts } from '../components/Toasts';
import { formatDateTime } from '../i18n/format';
import type { Lang } from '../api/types';
import { usePageFloat } from '../stores/pageFloat';
import { useModel } from '../stores/useModel';
import { useMessageCounts } from './counts';
import { INBOX, openNotice } from './livePush';
import type { Notice } from './popups';
import { TypeChip } from './TypeChip';

const PAGE = 50;

function nameOf(v: unknown): string {
  return v && typeof v === 'object' && '__name__' in v ? String((v as { __name__: unknown }).__name__) : '';
}

/** The notification list (#message/list): the user's own notifications, newest first,
 * unread ones marked; a click opens the record and marks it read. */
export default function MessagePanel({ closing }: { closing: boolean }) {
  const { t, i18n } = useTranslation();
  const push = useToasts((s) => s.push);
  const { meta } = useModel(INBOX);
  const options = meta?.fields.find((f) => f.name === 'type')?.options;
  const unread = useMessageCounts((s) => s.counts.msg);
  const [items, setItems] = useState<DataRecord[]>();
  const [error, setError] = useState<unknown>();
  const [pages, setPages] = useState(1);
  const [page, setPage] = useState(1);
  const [permission, setPermission] = useState(typeof Notification === 'undefined' ? 'denied' : Notification.permission);

  const load = useCallback(async (p: number) => {
    try {
      const res = await api.list(INBOX, { gql: 'user={{user.id}}', ordering: '-id', page: p, paginate_by: PAGE, demandKeys: ['fromuser'] });
      setItems((prev) => (p === 1 ? res.list : [...(prev ?? []), ...res.list]));
      setPages(res.pages);
      setPage(p);
      setError(undefined);
    } catch (e) {
      setError(e);
    }
  }, []);
  // A new notification or one read elsewhere shows here at once.
  useEffect(() => { void load(1); }, [load, unread]);

  async function markAll() {
    try {
      await api.markNoticesRead(INBOX, 'all');
      useMessageCounts.getState().set({ msg: 0 });
      void load(1);
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    }
  }
  async function enableDesktop() {
    setPermission(await Notification.requestPermission());
  }
  const close = () => { usePageFloat.getState().close(); };
  return (
    <SlideOver title={t('inbox.title')} onRequestClose={close} closing={closing} footer={
      <Button onClick={() => void markAll()} disabled={!unread}><CheckCheck className="size-4" aria-hidden />{t('inbox.markAll')}</Button>}>
      {permission === 'default' && (
        <div className="mb-4 flex items-center gap-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">
          <BellRing className="size-4 shrink-0" aria-hidden />
          <span className="flex-1">{t('inbox.desktopAsk')}</span>
          <Button variant="ghost" onClick={() => void enableDesktop()}>{t('inbox.desktopEnable')}</Button>
        </div>
      )}
      {error !== undefined && <ErrorState error={error} onRetry={() => void load(1)} />}
      {items === undefined && error === undefined && <div className="flex justify-center py-10"><Spinner /></div>}
      {items?.length === 0 && <EmptyState title={t('inbox.empty')} />}
      <ul className="divide-y divide-slate-100">
        {items?.map((n) => {
          const isUnread = Number(n.status) === 1;
          return (
            <li key={String(n.id)}>
              <button type="button" data-testid="notice-row" data-unread={isUnread || undefined}
                onClick={() => { void openNotice(n as unknown as Notice); usePageFloat.getState().close(true); }}
                className={`flex w-full gap-3 px-2 py-3 text-left hover:bg-slate-50 ${isUnread ? '' : 'opacity-70'}`}>
                <span className={`mt-1.5 size-2 shrink-0 rounded-full ${isUnread ? 'bg-brand-600' : 'bg-transparent'}`}
                  aria-label={isUnread ? t('inbox.unread') : undefined} />
                <span className="min-w-0 flex-1">
                  <span className="flex flex-wrap items-center gap-2">
                    <TypeChip code={String(n.type ?? '')} options={options} />
                    <span className="text-xs text-slate-500">{nameOf(n.fromuser)}</span>
                    <span className="ml-auto text-xs text-slate-400">{n.dateAdded ? formatDateTime(String(n.dateAdded), i18n.language as Lang) : ''}</span>
                  </span>
                  <span className={`mt-1 block text-sm ${isUnread ? 'font-medium text-slate-900' : 'text-slate-600'}`}>{String(n.content ?? '')}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {items && page < pages && (
        <div className="flex justify-center py-3"><Button variant="ghost" onClick={() => void load(page + 1)}>{t('inbox.more')}</Button></div>
      )}
    </SlideOver>
  );
}
