import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { FormDialog } from '../components/FormDialog';
import { reportsApi } from '../reports/reportsApi';
import type { ReportTemplate, ViewType } from '../reports/types';
import type { Dashlet, DashletInput, DashletModule, DashletViewConfig, DashletWidth } from './dashboardApi';
import { REPORT_VIEWS, parseReportQuery } from './reportWidget';

/** The hide toggles of a dashlet's viewconfig (spec 000 §3) each kind offers: those that change
 * what it draws. A list dashlet has no facets and no row actions to hide (hide_facet and
 * hide_operation are kept as saved, not offered). */
const TOGGLES: Record<DashletModule, (keyof DashletViewConfig)[]> = {
  listWidget: ['hide_panelHeader', 'hide_toolbar', 'hide_query', 'hide_checkbox', 'hide_paging'],
  reportWidget: ['hide_panelHeader', 'hide_chartHeader'],
};

const field = 'block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-1 focus:ring-brand-600';
const labelCls = 'mb-1 block text-sm font-medium text-slate-700';

/** The edit form of a dashlet, or (no dashlet) the Add dashlet form: name (required), width,
 * the hide toggles, and what it shows: a list of any model the user may read under a filter,
 * or any report in one of its views. A save the server refuses keeps the form open with
 * 'Add Dashboard Error!' and the server's reason. */
export function DashletForm({ dashlet, isAdmin, onSave, onCancel }: {
  dashlet?: Dashlet; isAdmin: boolean; onSave(d: DashletInput): Promise<void>; onCancel(): void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(dashlet?.name ?? '');
  const [kind, setKind] = useState<DashletModule>(dashlet?.module ?? 'listWidget');
  const [model, setModel] = useState(dashlet?.module === 'listWidget' ? dashlet.type : '');
  const [gql, setGql] = useState(dashlet?.module === 'listWidget' ? dashlet.query : '');
  const [report, setReport] = useState(dashlet?.module === 'reportWidget' ? dashlet.type : '');
  const initialReport = dashlet?.module === 'reportWidget' ? parseReportQuery(dashlet.query) : {};
  const [view, setView] = useState<ViewType>(initialReport.viewType ?? 'table');
  const [width, setWidth] = useState<DashletWidth>(dashlet?.width ?? 'w-box-sp6');
  const [vc, setVc] = useState<DashletViewConfig>(dashlet?.viewconfig ?? { hide_checkbox: true, hide_operation: true, hide_query: true });
  const [forEveryone, setForEveryone] = useState(dashlet?.fromAdmin ?? false);
  const [models, setModels] = useState<{ name: string; label_value: string }[]>();
  const [templates, setTemplates] = useState<ReportTemplate[]>();
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  useEffect(() => {
    void api.viewableModels().then(setModels, () => setModels([]));
    void reportsApi.templates().then(setTemplates, () => setTemplates([]));
  }, []);
  const template = templates?.find((tp) => tp.name === report);
  const views = template?.views?.length ? template.views : REPORT_VIEWS;
  const target = kind === 'listWidget' ? model : report;
  const nameMissing = tried && !name.trim();
  const targetMissing = tried && !target;

  async function submit() {
    setTried(true);
    if (!name.trim() || !target) return;
    setBusy(true);
    setFailure(undefined);
    const { viewType: _old, ...filter } = initialReport;
    const query = kind === 'listWidget' ? gql.trim() : JSON.stringify({ ...(dashlet?.type === report ? filter : {}), viewType: view });
    try {
      await onSave({
        ...(dashlet ?? {}), name: name.trim(), module: kind, type: target, query, width,
        viewconfig: Object.fromEntries(Object.entries(vc).filter(([, v]) => v !== false && v !== undefined)),
        fromAdmin: isAdmin && forEveryone,
      });
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  }

  return (
    <FormDialog title={dashlet ? t('dashboard.editTitle') : t('dashboard.add')} submitLabel={t('dashboard.save')} canSubmit busy={busy}
      onSubmit={() => void submit()} onCancel={onCancel}>
      {failure && (
        <div role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          <p className="font-medium">{t('dashboard.addError')}</p>
          <p>{failure}</p>
        </div>
      )}
      <div>
        <label htmlFor="dashlet-name" className={labelCls}>{t('dashboard.name')} <span className="text-red-600">*</span></label>
        <input id="dashlet-name" className={field} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus
          aria-invalid={nameMissing || undefined} aria-describedby={nameMissing ? 'dashlet-name-error' : undefined} />
        {nameMissing && <p id="dashlet-name-error" className="mt-1 text-xs text-red-600">{t('dashboard.required')}</p>}
      </div>
      {!dashlet && (
        <fieldset>
          <legend className={labelCls}>{t('dashboard.kind')}</legend>
          <div className="flex gap-4 text-sm">
            {(['listWidget', 'reportWidget'] as const).map((k) => (
              <label key={k} className="inline-flex items-center gap-1.5">
                <input type="radio" name="dashlet-kind" checked={kind === k} onChange={() => setKind(k)} />
                {k === 'listWidget' ? t('dashboard.list') : t('dashboard.report')}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'listWidget' ? (
        <>
          <div>
            <label htmlFor="dashlet-model" className={labelCls}>{t('dashboard.model')} <span className="text-red-600">*</span></label>
            <select id="dashlet-model" className={field} value={model} onChange={(e) => setModel(e.target.value)} aria-invalid={targetMissing || undefined}>
              <option value="">{models ? t('dashboard.choose') : t('common.loading')}</option>
              {(models ?? []).map((m) => <option key={m.name} value={m.name}>{m.label_value}</option>)}
              {model && models && !models.some((m) => m.name === model) && <option value={model}>{model}</option>}
            </select>
            {targetMissing && <p className="mt-1 text-xs text-red-600">{t('dashboard.required')}</p>}
          </div>
          <div>
            <label htmlFor="dashlet-gql" className={labelCls}>{t('dashboard.filter')}</label>
            <textarea id="dashlet-gql" className={`${field} font-mono`} rows={2} value={gql} onChange={(e) => setGql(e.target.value)}
              placeholder="owner={{user.id}}&dateAdded__this_week" />
            <p className="mt-1 text-xs text-slate-500">{t('dashboard.filterHint', { me: '{{user.id}}' })}</p>
          </div>
        </>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor="dashlet-report" className={labelCls}>{t('dashboard.reportType')} <span className="text-red-600">*</span></label>
            <select id="dashlet-report" className={field} value={report} onChange={(e) => setReport(e.target.value)} aria-invalid={targetMissing || undefined}>
              <option value="">{templates ? t('dashboard.choose') : t('common.loading')}</option>
              {(templates ?? []).map((tp) => <option key={tp.name} value={tp.name}>{tp.label}</option>)}
              {report && templates && !templates.some((tp) => tp.name === report) && <option value={report}>{report}</option>}
            </select>
            {targetMissing && <p className="mt-1 text-xs text-red-600">{t('dashboard.required')}</p>}
          </div>
          <div>
            <label htmlFor="dashlet-view" className={labelCls}>{t('dashboard.viewType')}</label>
            <select id="dashlet-view" className={field} value={view} onChange={(e) => setView(e.target.value as ViewType)}>
              {views.map((v) => <option key={v} value={v}>{t(`dashboard.views.${v}`)}</option>)}
            </select>
          </div>
        </div>
      )}
      <fieldset>
        <legend className={labelCls}>{t('dashboard.width')}</legend>
        <div className="flex gap-4 text-sm">
          {(['w-box-sp6', 'w-box-sp12'] as const).map((w) => (
            <label key={w} className="inline-flex items-center gap-1.5">
              <input type="radio" name="dashlet-width" value={w} checked={width === w} onChange={() => setWidth(w)} />
              {w === 'w-box-sp6' ? t('dashboard.half') : t('dashboard.full')}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className={labelCls}>{t('dashboard.hideToggles')}</legend>
        <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm">
          {TOGGLES[kind].map((k) => (
            <label key={k} className="inline-flex items-center gap-1.5">
              <input type="checkbox" checked={!!vc[k]} onChange={(e) => setVc({ ...vc, [k]: e.target.checked })} />
              {t(`dashboard.toggles.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {isAdmin && (!dashlet || dashlet.fromAdmin) && (
        <label className="flex items-start gap-2 text-sm">
          <input type="checkbox" className="mt-0.5" checked={forEveryone} onChange={(e) => setForEveryone(e.target.checked)} disabled={!!dashlet} />
          <span>{t('dashboard.forEveryone')}<span className="block text-xs text-slate-500">{t('dashboard.forEveryoneHint')}</span></span>
        </label>
      )}
    </FormDialog>
  );
}
