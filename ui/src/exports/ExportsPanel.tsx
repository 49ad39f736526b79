import { CheckCircle2, Clock, Download, FileSpreadsheet, Loader2, RefreshCw, XCircle, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { saveBlob } from '../api/saveBlob';
import type { AsyncTask, Lang } from '../api/types';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { SlideOver } from '../components/SlideOver';
import { Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { formatDateTime } from '../i18n/format';
import { localeOf } from '../i18n/language';
import { usePageFloat } from '../stores/pageFloat';
import { useExportTasks } from './useExportTasks';

const STATUS: Record<AsyncTask['status'], { icon: LucideIcon; badge: string; tile: string; spin?: boolean }> = {
  queued: { icon: Clock, badge: 'bg-slate-100 text-slate-600 ring-slate-200', tile: 'bg-slate-100 text-slate-400' },
  running: { icon: Loader2, badge: 'bg-brand-50 text-brand-700 ring-brand-100', tile: 'bg-brand-50 text-brand-600', spin: true },
  done: { icon: CheckCircle2, badge: 'bg-emerald-50 text-emerald-700 ring-emerald-200', tile: 'bg-emerald-50 text-emerald-600' },
  failed: { icon: XCircle, badge: 'bg-red-50 text-red-700 ring-red-200', tile: 'bg-red-50 text-red-500' },
};

/** My exports, the page float list:asynctask: the user's background exports, newest first, with
 * their state, read again every 3 s while one is queued or running; finished ones download. */
export default function ExportsPanel({ closing }: { closing: boolean }) {
  const { t } = useTranslation();
  const { tasks, error, loading, active, retry } = useExportTasks(closing);
  const close = () => { usePageFloat.getState().close(); };
  return (
    <SlideOver title={t('exports.title')} onRequestClose={close} closing={closing}>
      <section className="flex min-w-0 flex-1 flex-col overflow-y-auto px-6 py-5">
        <div className="mb-5 flex items-start gap-4">
          <p className="flex-1 text-sm text-slate-500">{t('exports.hint')}</p>
          {tasks && (
            <Button variant="ghost" className="-mr-2 -mt-1 shrink-0 py-1.5" onClick={retry} disabled={loading}>
              <RefreshCw className={`size-4 ${loading ? 'animate-spin' : ''}`} aria-hidden />{t('exports.refresh')}
            </Button>
          )}
        </div>
        {!tasks && !error && <div className="flex flex-1 items-center justify-center py-16" aria-busy="true"><Spinner className="size-8" /><span className="sr-only">{t('common.loading')}</span></div>}
        {!tasks && !!error && <ErrorState error={error} onRetry={retry} />}
        {tasks && tasks.length === 0 && <EmptyState title={t('exports.empty')} />}
        {tasks && tasks.length > 0 && (
          <>
            {active && (
              <p className="mb-3 flex items-center gap-2 text-xs text-slate-500" role="status">
                <span className="relative flex size-2"><span className="absolute inline-flex size-full animate-ping rounded-full bg-brand-400 opacity-75" /><span className="relative inline-flex size-2 rounded-full bg-brand-500" /></span>
                {t('exports.polling')}
              </p>
            )}
            <ul aria-label={t('exports.title')} className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
              {tasks.map((task) => <TaskRow key={task.id} task={task} />)}
            </ul>
          </>
        )}
      </section>
    </SlideOver>
  );
}

/** One export: its file, rows, state and dates; Download when it is done. */
export function TaskRow({ task }: { task: AsyncTask }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const push = useToasts((s) => s.push);
  const [busy, setBusy] = useState(false);
  const style = STATUS[task.status] ?? STATUS.queued;
  const Icon = style.icon;
  const name = task.result?.filename || t('exports.pending', { id: task.id });
  const rows = task.result?.rows;

  async function download() {
    setBusy(true);
    try {
      const answer = await api.downloadTask(task.id);
      if (answer.kind === 'file') saveBlob(answer.blob, answer.filename || name);
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="flex items-center gap-4 px-4 py-3.5" aria-label={name}>
      <div className={`flex size-10 shrink-0 items-center justify-center rounded-lg ${style.tile}`}>
        <FileSpreadsheet className="size-5" aria-hidden />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <p className="truncate text-sm font-medium text-slate-900" title={name}>{name}</p>
          <span className={`inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${style.badge}`}>
            <Icon className={`size-3.5 ${style.spin ? 'animate-spin' : ''}`} aria-hidden />{t(`exports.status.${task.status}`, { defaultValue: task.status })}
          </span>
        </div>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
          {typeof rows === 'number' && <span className="tabular-nums">{t('exports.rows', { n: rows.toLocaleString(localeOf(lang)) })}</span>}
          <span className="tabular-nums">{t('exports.added', { date: formatDateTime(task.dateAdded, lang) })}</span>
          {task.finishedAt && <span className="tabular-nums">{t('exports.finished', { date: formatDateTime(task.finishedAt, lang) })}</span>}
        </p>
        {task.status === 'failed' && task.error && <p className="mt-1 text-xs text-red-600">{task.error}</p>}
      </div>
      {task.status === 'done' && (
        <Button variant="secondary" className="shrink-0 py-1.5" onClick={download} disabled={busy}>
          {busy ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}{t('exports.download')}
        </Button>
      )}
    </li>
  );
}
