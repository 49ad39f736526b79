import { EyeOff, ExternalLink, GripVertical, Maximize2, Minimize2, Pencil, X } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashlet } from './dashboardApi';
import { ListWidget, listRoute } from './ListWidget';
import { ReportWidget, reportRoute } from './reportWidget';

/** What a dashlet's icons do. */
export interface DashletActions {
  edit(d: Dashlet): void;
  resize(d: Dashlet): void;
  remove(d: Dashlet): void;
  hide(d: Dashlet): void;
}

/** Where a dashlet's view-all icon leads: the list, or the report page, with its filter. */
export const viewAllRoute = (d: Dashlet) => (d.module === 'reportWidget' ? reportRoute(d) : listRoute(d));

const iconButton = 'rounded p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600';

/** One dashlet (spec 000 §2): its title with the edit, view-all and remove icons, over its list
 * or report. A dashlet an admin placed for everyone is read only: its remove icon hides it. */
export function DashletCard({ dashlet, actions, handle, refresh, phone }: {
  dashlet: Dashlet; actions: DashletActions; handle?: HTMLAttributes<HTMLButtonElement>; refresh: number; phone: boolean;
}) {
  const { t } = useTranslation();
  const vc = dashlet.viewconfig ?? {};
  const full = dashlet.width === 'w-box-sp12';
  const icons = (
    <div className="ml-auto flex shrink-0 items-center">
      {!dashlet.readonly && !phone && (
        <button type="button" className={iconButton} onClick={() => actions.resize(dashlet)}
          title={full ? t('dashboard.toHalf') : t('dashboard.toFull')} aria-label={full ? t('dashboard.toHalf') : t('dashboard.toFull')}>
          {full ? <Minimize2 className="size-4" aria-hidden /> : <Maximize2 className="size-4" aria-hidden />}
        </button>
      )}
      {!dashlet.readonly && (
        <button type="button" className={iconButton} onClick={() => actions.edit(dashlet)} title={t('dashboard.edit')} aria-label={t('dashboard.edit')}>
          <Pencil className="size-4" aria-hidden />
        </button>
      )}
      <a className={iconButton} href={viewAllRoute(dashlet)} title={t('dashboard.viewAll')} aria-label={t('dashboard.viewAll')}>
        <ExternalLink className="size-4" aria-hidden />
      </a>
      {dashlet.readonly
        ? (
          <button type="button" className={iconButton} onClick={() => actions.hide(dashlet)} title={t('dashboard.hide')} aria-label={t('dashboard.hide')}>
            <EyeOff className="size-4" aria-hidden />
          </button>
        ) : (
          <button type="button" className={iconButton} onClick={() => actions.remove(dashlet)} title={t('dashboard.remove')} aria-label={t('dashboard.remove')}>
            <X className="size-4" aria-hidden />
          </button>
        )}
    </div>
  );
  return (
    <section aria-label={dashlet.name} data-testid="dashlet" data-key={dashlet.key} data-width={dashlet.width} data-readonly={dashlet.readonly || undefined}
      className="group relative flex h-full min-w-0 flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {vc.hide_panelHeader
        ? <div className="absolute right-1 top-1 z-10 rounded-lg bg-white/90 opacity-0 shadow-sm transition-opacity group-hover:opacity-100 group-focus-within:opacity-100">{icons}</div>
        : (
          <header className="flex min-w-0 items-center gap-1 px-3 pb-2 pt-2.5">
            {handle && (
              <button type="button" {...handle} className={`${iconButton} cursor-grab touch-none`} title={t('dashboard.drag')} aria-label={t('dashboard.drag')}>
                <GripVertical className="size-4" aria-hidden />
              </button>
            )}
            <div className="min-w-0">
              <h2 className="truncate text-sm font-semibold text-slate-900">{dashlet.name}</h2>
              {dashlet.module === 'listWidget' && dashlet.query && !vc.hide_query && (
                <p className="truncate font-mono text-[11px] text-slate-400" title={dashlet.query}>{dashlet.query}</p>
              )}
            </div>
            {dashlet.fromAdmin && (
              <span className="ml-1 shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] text-slate-500" title={dashlet.readonly ? t('dashboard.readOnly') : undefined}>
                {t('dashboard.fromAdmin')}
              </span>
            )}
            {icons}
          </header>
        )}
      <div className="min-h-0 flex-1 pb-2">
        {dashlet.module === 'reportWidget'
          ? <div className="px-3"><ReportWidget dashlet={dashlet} refresh={refresh} /></div>
          : <ListWidget dashlet={dashlet} refresh={refresh} phone={phone} />}
      </div>
    </section>
  );
}
