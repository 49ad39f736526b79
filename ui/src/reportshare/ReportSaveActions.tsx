import { BookmarkPlus, CalendarClock, Share2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../components/Toasts';
import { useSession } from '../stores/session';
import { savedReportsApi } from './api';
import { SaveReportDialog } from './SaveReportDialog';
import { ScheduleDialog } from './ScheduleDialog';
import { ShareReportDialog } from './ShareReportDialog';
import { ownedBy, saveBody, savedRoute, type SavedReport } from './savedReports';

export interface ReportSaveActionsProps {
  /** The report template (report/{type}). */
  type: string;
  /** The report's filter as the page shows it now (its ReportFilter). */
  filter: object;
  /** The report's view config as the page shows it now (its ReportViewConfig). */
  viewConfig?: object;
  /** The saved report the page opened (#report/{type}?saved={id}), if any. */
  savedId?: number;
  /** Told after a save, with the new saved report (the page may move to its route). */
  onSaved?(saved: SavedReport): void;
}

const buttonClass = 'inline-flex shrink-0 items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-600 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 hover:text-slate-900 disabled:cursor-not-allowed disabled:opacity-50';

/** The report page's Save, Share and Schedule. Save keeps the report's filter and view under a
 * name (a saved report is the user's own; on his own saved report it changes that one, or
 * saves a new one); Share and Schedule act on the saved report the page shows, so they wait
 * for a save and are offered only to its owner. */
export function ReportSaveActions({ type, filter, viewConfig = {}, savedId, onSaved }: ReportSaveActionsProps) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const me = useSession((s) => s.user?.id);
  const [saved, setSaved] = useState<SavedReport>();
  const [dialog, setDialog] = useState<'save' | 'share' | 'schedule'>();
  useEffect(() => {
    let live = true;
    if (!savedId) { setSaved(undefined); return; }
    savedReportsApi.one(savedId).then((r) => live && setSaved(r), () => live && setSaved(undefined));
    return () => { live = false; };
  }, [savedId]);
  const mine = !!saved && ownedBy(saved, me);
  const needSaved = !mine ? t(saved ? 'reportshare.notOwner' : 'reportshare.saveFirst') : undefined;
  async function save(name: string, asNew: boolean) {
    const body = saveBody(name, type, filter, viewConfig);
    const id = await savedReportsApi.save(!asNew && mine && saved ? { ...body, id: saved.id, version: saved.version } : body);
    const record = await savedReportsApi.one(id);
    setSaved(record);
    setDialog(undefined);
    push('success', t('reportshare.saved', { name }));
    onSaved?.(record);
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" className={buttonClass} onClick={() => setDialog('save')} aria-label={t('reportshare.save')} title={t('reportshare.save')}>
        <BookmarkPlus className="size-4" aria-hidden /><span className="hidden sm:inline">{t('reportshare.save')}</span>
      </button>
      <button type="button" className={buttonClass} onClick={() => setDialog('share')} disabled={!mine} aria-label={t('reportshare.share')} title={needSaved ?? t('reportshare.share')}>
        <Share2 className="size-4" aria-hidden /><span className="hidden sm:inline">{t('reportshare.share')}</span>
      </button>
      <button type="button" className={buttonClass} onClick={() => setDialog('schedule')} disabled={!mine} aria-label={t('reportshare.schedule')} title={needSaved ?? t('reportshare.schedule')}>
        <CalendarClock className="size-4" aria-hidden /><span className="hidden sm:inline">{t('reportshare.schedule')}</span>
        {saved?.frequency && saved.frequency !== 'off' && <span className="size-1.5 rounded-full bg-brand-600" aria-hidden />}
      </button>
      {dialog === 'save' && <SaveReportDialog initial={saved?.name ?? ''} canReplace={mine} onSave={save} onCancel={() => setDialog(undefined)} />}
      {dialog === 'share' && saved && (
        <ShareReportDialog id={saved.id} onCancel={() => setDialog(undefined)}
          onDone={() => { setDialog(undefined); push('success', t('reportshare.sharedToast')); }} />
      )}
      {dialog === 'schedule' && saved && (
        <ScheduleDialog report={saved} me={me} onCancel={() => setDialog(undefined)}
          onDone={(r) => {
            setSaved((s) => ({ ...s, ...r }));
            setDialog(undefined);
            push('success', r.next_run ? t('reportshare.scheduledToast', { when: new Date(r.next_run).toLocaleString() }) : t('reportshare.unscheduledToast'));
          }} />
      )}
    </div>
  );
}

export { savedRoute };
