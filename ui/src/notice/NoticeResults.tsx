import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { noticeApi } from './noticeApi';
import type { Channel } from './noticeRules';

export interface SentNotice { id: number; channel: Channel; to: string; name: string }

/** How long a queued notice is watched before the list stops asking (the job queue answers in seconds). */
const WATCH_MS = 30_000;

/**
 * What the last sends became: each SMS/WeChat notice's status as the job queue moves it from
 * queued to sent or failed, with Retry on a failed one. E-mails are listed as handed over.
 */
export function NoticeResults({ sent }: { sent: SentNotice[] }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Record<number, { status: string; error?: string }>>({});
  const [tick, setTick] = useState(0);

  const pending = sent.filter((s) => s.id > 0 && (!status[s.id] || status[s.id].status === 'queued')).map((s) => s.id);
  const pendingKey = pending.join(',');
  useEffect(() => {
    if (!pendingKey) return;
    let live = true;
    const started = Date.now();
    const poll = async () => {
      for (const id of pendingKey.split(',').map(Number)) {
        try {
          const s = await noticeApi.noticeStatus(id);
          if (live) setStatus((m) => ({ ...m, [id]: s }));
        } catch { /* shown as queued; the next round asks again */ }
      }
    };
    void poll();
    const timer = setInterval(() => { if (Date.now() - started > WATCH_MS) clearInterval(timer); else void poll(); }, 1000);
    return () => { live = false; clearInterval(timer); };
  }, [pendingKey, tick]);

  async function retry(id: number) {
    await noticeApi.retry(id);
    setStatus((m) => ({ ...m, [id]: { status: 'queued' } }));
    setTick((n) => n + 1);
  }
  if (sent.length === 0) return null;
  return (
    <ul aria-label={t('notice.results')} className="space-y-1 text-sm">
      {sent.map((s, i) => {
        const st = s.id > 0 ? (status[s.id]?.status ?? 'queued') : 'handed';
        return (
          <li key={`${s.channel}-${s.id}-${i}`} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{t(`notice.channel.${s.channel}`)}</span>
            <span className="text-slate-600">{s.name} {s.to}</span>
            <span className={st === 'sent' ? 'text-green-700' : st === 'failed' ? 'text-red-600' : 'text-slate-500'}>{t(`notice.status.${st}`)}</span>
            {st === 'failed' && <>
              <span className="text-xs text-red-600">{status[s.id]?.error}</span>
              <button type="button" className="text-xs font-medium text-brand-600 underline" onClick={() => void retry(s.id)}>{t('common.retry')}</button>
            </>}
          </li>
        );
      })}
    </ul>
  );
}
