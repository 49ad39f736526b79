import { ArrowLeft, FileSpreadsheet, RefreshCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { FullPageSpinner, Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { useMediaQuery } from '../components/useMediaQuery';
import { navigate } from '../router/hash';
import { ADVANCED_KEY, useUserConfig } from '../stores/userConfig';
import { chartForColumns, filterFromQuery, isViewType, reportHash, reportParams, shownColumns } from './filter';
import { ReportBody } from './ReportBody';
import { ReportGqlBar } from './ReportGqlBar';
import { reportsApi } from './reportsApi';
import { ReportSettings } from './ReportSettings';
import { suffixOf, type SettingsDraft } from './settingsDraft';
import { ReportSaveActions } from './shareSlots';
import type { ReportFilter, ReportViewConfig, ViewType } from './types';
import { useChart, useReport } from './useReportData';
import { useSavedReport } from './useSavedReport';
import { useViewDefault } from './useViewDefault';
import { ViewSwitch } from './ViewSwitch';

/** The report's gql box is shown (Switch View), remembered per user like the list's. */
export const REPORT_ADVANCED_KEY = 'report.advanced';

/** #report/{type}?gql=…: one report with its action bar (Refresh, Export to Excel, the view
 * switch, the settings dropdown) over the view chosen. */
export function ReportPage({ type, query }: { type: string; query: URLSearchParams }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery('(max-width: 639px)');
  const savedId = query.get('saved') ?? '';
  const { saved, error: savedError, pending } = useSavedReport(savedId);
  const filter = useMemo<Partial<ReportFilter>>(() => ({ ...saved?.filter, ...filterFromQuery(query) }), [saved, query]);
  const params = useMemo(() => reportParams(type, filter), [type, filter]);
  const [refresh, setRefresh] = useState(0);
  const report = useReport(params, refresh, !pending && !savedError);
  const data = report.data;
  const routeView = query.get('view');
  const views: ViewType[] = data?.views?.length ? data.views : ['table'];
  const wanted = isViewType(routeView) ? routeView : saved?.viewconfig.viewType ?? data?.viewconfig?.viewType ?? 'table';
  const view: ViewType = views.includes(wanted) ? wanted : views[0];
  const chart = useChart(params, data ? view : '', refresh);

  const [suffix, setSuffix] = useState<string>();
  const columnSuffix = suffix ?? saved?.viewconfig.suffix ?? data?.viewconfig?.suffix ?? '';
  const columns = data ? shownColumns(data.columns, columnSuffix) : [];
  const shownChart = chart.data && data ? chartForColumns(chart.data, data.columns, columns) : chart.data;

  const editable = data ? data.editable !== false && !data.fromAdmin : false;
  const viewConfig: ReportViewConfig = {
    viewType: data?.viewconfig?.viewType ?? 'table', suffix: data?.viewconfig?.suffix ?? '', suffix_user_id: data?.viewconfig?.suffix_user_id ?? -99,
    config_name: data?.viewconfig?.config_name ?? '', score_config_name: data?.viewconfig?.score_config_name ?? '',
  };
  const [savedView, setSavedView] = useState<ViewType>();
  const viewDefault = useViewDefault(savedView ?? viewConfig.viewType, editable && !savedId);

  const userConfig = useUserConfig();
  const advanced = userConfig.values[REPORT_ADVANCED_KEY] === true || userConfig.values[ADVANCED_KEY] === true;
  const [gqlOpen, setGqlOpen] = useState<boolean>();
  const showGql = gqlOpen ?? (advanced || !!filter.gql);
  const [focusGql, setFocusGql] = useState(0);
  const toast = useToasts((s) => s.push);

  const go = (f: Partial<ReportFilter>, v: ViewType | undefined = isViewType(routeView) ? routeView : undefined) =>
    navigate(reportHash(type, f, { view: v, saved: savedId || undefined }));

  function switchView(v: ViewType) {
    navigate(reportHash(type, filter, { view: v, saved: savedId || undefined }), true);
    viewDefault.switched(v);
  }
  async function makeDefault(v: ViewType) {
    viewDefault.dismiss();
    try {
      await reportsApi.saveViewConfig(type, { ...viewConfig, viewType: v, suffix: columnSuffix });
      setSavedView(v);
      toast('success', t('reports.defaultSaved', { view: t(`reports.views.${v}`) }));
    } catch (e) {
      toast('error', e instanceof Error ? e.message : String(e));
    }
  }
  async function apply(d: SettingsDraft) {
    const nextSuffix = data ? suffixOf(data.columns, d.columns) : '';
    if (nextSuffix !== columnSuffix) {
      setSuffix(nextSuffix);
      // The columns are the user's view of the report: kept for the next visit (a saved
      // report keeps its own with Save).
      if (editable && !savedId) void reportsApi.saveViewConfig(type, { ...viewConfig, viewType: savedView ?? viewConfig.viewType, suffix: nextSuffix }).catch((e: unknown) => toast('error', e instanceof Error ? e.message : String(e)));
    }
    go(d.filter);
  }
  function exportXlsx() {
    window.open(reportsApi.exportUrl({ ...params, ...(columnSuffix ? { suffix: columnSuffix, suffix_user_id: String(viewConfig.suffix_user_id) } : {}) }), '_blank');
  }

  const loadError = savedError ?? report.error ?? (view !== 'table' ? chart.error : undefined);
  const loading = pending || report.loading || (view !== 'table' && chart.loading);
  const range = data?.range;

  return (
    <div className="flex h-full flex-col bg-slate-50" data-testid="report-page" data-type={type}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-slate-200 bg-white px-4 py-3">
        <a href="#report/list" className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-900" aria-label={t('reports.backToList')} title={t('reports.backToList')}>
          <ArrowLeft className="size-5" aria-hidden />
        </a>
        <div className="min-w-0">
          <h1 className="truncate text-lg font-semibold tracking-tight text-slate-900">{data?.label ?? '\u00a0'}</h1>
          {range && <p className="text-xs text-slate-500" data-testid="report-range">{range.label} · {range.from} – {range.to}</p>}
        </div>
        {loading && <Spinner className="size-4" />}
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {data && views.length > 1 && <ViewSwitch views={views} value={view} onChange={switchView} />}
          <Button onClick={() => setRefresh((n) => n + 1)} aria-label={t('reports.refresh')} title={t('reports.refresh')}>
            <RefreshCw className="size-4" aria-hidden /><span className="hidden lg:inline">{t('reports.refresh')}</span>
          </Button>
          <Button onClick={exportXlsx} disabled={!data} aria-label={t('reports.export')} title={t('reports.export')}>
            <FileSpreadsheet className="size-4" aria-hidden /><span className="hidden lg:inline">{t('reports.export')}</span>
          </Button>
          {data && (
            <ReportSettings report={data} view={view} shownColumns={columns.map((c) => c.key)} readOnly={!editable}
              onView={switchView} onApply={(d) => void apply(d)}
              onSwitchAdvanced={() => { const next = !showGql; setGqlOpen(next); void userConfig.set(REPORT_ADVANCED_KEY, next).catch(() => {}); }}
              onEditGql={() => { setGqlOpen(true); setFocusGql((n) => n + 1); }} />
          )}
          {data && <ReportSaveActions type={type} filter={data.filter} viewConfig={{ ...viewConfig, viewType: view, suffix: columnSuffix }} />}
        </div>
      </div>
      {viewDefault.asking && (
        <div role="alertdialog" aria-label={t('reports.makeDefaultTitle')} className="flex flex-wrap items-center gap-3 border-b border-brand-100 bg-brand-50 px-4 py-2 text-sm text-brand-900" data-testid="report-view-default">
          <span>{t('reports.makeDefault', { view: t(`reports.views.${viewDefault.asking}`) })}</span>
          <span className="ml-auto flex gap-2">
            <Button variant="primary" className="py-1" onClick={() => void makeDefault(viewDefault.asking!)}>{t('common.yes')}</Button>
            <Button className="py-1" onClick={viewDefault.dismiss}>{t('common.no')}</Button>
          </span>
        </div>
      )}
      {showGql && data && (
        <ReportGqlBar type={type} value={filter.gql ?? ''} focus={focusGql} onApply={(g) => go({ ...filter, gql: g })} onClose={() => setGqlOpen(false)} />
      )}
      <div className="min-h-0 flex-1 overflow-auto p-2 sm:p-4">
        <div className={`rounded-xl bg-white shadow-sm ring-1 ring-slate-200 ${view === 'table' ? 'max-h-full overflow-hidden' : 'h-full min-h-[360px] p-2 sm:p-4'}`}
          data-testid="report-view" data-view={view}>
          {loadError ? <ErrorState error={loadError} onRetry={() => setRefresh((n) => n + 1)} />
            : !data || (view !== 'table' && !shownChart) ? <div className="h-64"><FullPageSpinner /></div>
            : <ReportBody view={view} report={data} columns={columns} chart={shownChart} narrow={narrow} />}
        </div>
      </div>
    </div>
  );
}
