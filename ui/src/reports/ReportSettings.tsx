import { ChevronDown, Code2, Settings2, SquarePen } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../api/types';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { useDismiss } from '../components/useDismiss';
import { inputWidgetFor } from '../widgets/input/registry';
import { inputClass } from '../widgets/input/types';
import { customRange } from './filter';
import { reportsApi } from './reportsApi';
import { basicFieldMeta, CUSTOM, draftProblem, rangeChoice, type SettingsDraft } from './settingsDraft';
import type { FilterChoices, Report, ViewType } from './types';
import { ViewIcon } from './ViewSwitch';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-b border-slate-100 px-4 py-3 last:border-0">
      <h3 className="mb-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{title}</h3>
      {children}
    </section>
  );
}

function Labelled({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-slate-600">{label}</label>
      {children}
    </div>
  );
}

/** The settings dropdown of the report page (spec 001 §2): view type, the basic filter, the
 * column list, Apply it, and Advanced (Switch View shows the gql box, Edit View opens it). A
 * report placed from admin settings is read only: the button is disabled and says why. */
export function ReportSettings({ report, view, shownColumns, readOnly, onView, onApply, onSwitchAdvanced, onEditGql }: {
  report: Report;
  view: ViewType;
  shownColumns: string[];
  readOnly: boolean;
  onView(v: ViewType): void;
  onApply(d: SettingsDraft): void;
  onSwitchAdvanced(): void;
  onEditGql(): void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), ref);
  if (readOnly) {
    return (
      <span title={t('reports.fromAdmin')} data-testid="report-settings-locked">
        <Button disabled aria-label={t('reports.settings')}><Settings2 className="size-4" aria-hidden /><span className="hidden sm:inline">{t('reports.settings')}</span></Button>
      </span>
    );
  }
  return (
    <div ref={ref} className="relative">
      <Button aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(!open)} aria-label={t('reports.settings')}>
        <Settings2 className="size-4" aria-hidden /><span className="hidden sm:inline">{t('reports.settings')}</span><ChevronDown className="size-3.5" aria-hidden />
      </Button>
      {open && (
        <div role="dialog" aria-label={t('reports.settings')}
          className="fixed inset-x-2 top-28 z-40 max-h-[75vh] overflow-y-auto rounded-xl bg-white shadow-xl ring-1 ring-slate-200 sm:absolute sm:inset-x-auto sm:right-0 sm:top-auto sm:mt-2 sm:w-[26rem]">
          <SettingsForm report={report} view={view} shownColumns={shownColumns} onView={onView}
            onApply={(d) => { setOpen(false); onApply(d); }}
            onSwitchAdvanced={() => { setOpen(false); onSwitchAdvanced(); }}
            onEditGql={() => { setOpen(false); onEditGql(); }} />
        </div>
      )}
    </div>
  );
}

function SettingsForm({ report, view, shownColumns, onView, onApply, onSwitchAdvanced, onEditGql }: {
  report: Report; view: ViewType; shownColumns: string[];
  onView(v: ViewType): void; onApply(d: SettingsDraft): void; onSwitchAdvanced(): void; onEditGql(): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const id = useId();
  const [choices, setChoices] = useState<FilterChoices>();
  const [error, setError] = useState<unknown>();
  const [draft, setDraft] = useState<SettingsDraft>({ filter: { ...report.filter, filter_basic: { ...report.filter.filter_basic } }, columns: shownColumns });
  const [range, setRange] = useState(() => rangeChoice(report.filter.daterange));
  const [tried, setTried] = useState(false);
  useEffect(() => {
    let stale = false;
    reportsApi.filterChoices(report.type).then((c) => { if (!stale) setChoices(c); }, (e: unknown) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [report.type]);

  const f = draft.filter;
  const set = (patch: Partial<SettingsDraft['filter']>) => setDraft((d) => ({ ...d, filter: { ...d.filter, ...patch } }));
  const custom = customRange(f.daterange) ?? { from: '', to: '' };
  const problem = draftProblem(draft);
  const views = report.views.length ? report.views : (['table'] as ViewType[]);

  return (
    <form onSubmit={(e) => { e.preventDefault(); setTried(true); if (!problem) onApply(draft); }} noValidate>
      <Section title={t('reports.viewType')}>
        <div role="radiogroup" aria-label={t('reports.viewType')} className="flex flex-wrap gap-1.5">
          {views.map((v) => (
            <button key={v} type="button" role="radio" aria-checked={v === view} onClick={() => onView(v)}
              className={`inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm ring-1 ring-inset ${v === view ? 'bg-brand-50 font-medium text-brand-700 ring-brand-300' : 'text-slate-600 ring-slate-300 hover:bg-slate-50'}`}>
              <ViewIcon view={v} className="size-4" />{t(`reports.views.${v}`)}
            </button>
          ))}
        </div>
      </Section>

      <Section title={t('reports.basicFilter')}>
        {error ? <ErrorState error={error} /> : !choices ? <div className="flex justify-center py-4"><Spinner /></div> : (
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            {(['x', 'y', 'z'] as const).map((axis) => {
              const list = choices.groupby[axis] ?? [];
              if (!list.length) return null;
              const key = `groupby_${axis}` as const;
              return (
                <Labelled key={axis} id={`${id}-${axis}`} label={t(`reports.groupby.${axis}`)}>
                  <select id={`${id}-${axis}`} value={f[key]} onChange={(e) => set({ [key]: e.target.value })} className={inputClass(tried && problem === key)}>
                    {axis !== 'x' && <option value="">{t('reports.noGroup')}</option>}
                    {list.map((c) => <option key={c.name} value={c.name}>{c.label}</option>)}
                  </select>
                </Labelled>
              );
            })}
            {choices.datetypes?.length > 0 && (
              <Labelled id={`${id}-datetype`} label={t('reports.datetype')}>
                <select id={`${id}-datetype`} value={f.datetype} onChange={(e) => set({ datetype: e.target.value })} className={inputClass(false)}>
                  {choices.datetypes.map((c) => <option key={c.code} value={c.code}>{c.label}</option>)}
                </select>
              </Labelled>
            )}
            <Labelled id={`${id}-range`} label={t('reports.daterange')}>
              <select id={`${id}-range`} value={range} className={inputClass(false)}
                onChange={(e) => { setRange(e.target.value); if (e.target.value !== CUSTOM) set({ daterange: e.target.value }); else set({ daterange: report.range ? `${report.range.from},${report.range.to}` : '' }); }}>
                {(choices.dateranges ?? []).map((c) => <option key={c.code} value={c.code}>{c.label}</option>)}
                <option value={CUSTOM}>{t('reports.customRange')}</option>
              </select>
            </Labelled>
            {range === CUSTOM && (
              <div className="col-span-full grid grid-cols-2 gap-3">
                <Labelled id={`${id}-from`} label={t('reports.from')}>
                  <input id={`${id}-from`} type="date" value={custom.from} onChange={(e) => set({ daterange: `${e.target.value},${custom.to}` })} className={inputClass(tried && problem === 'daterange')} />
                </Labelled>
                <Labelled id={`${id}-to`} label={t('reports.to')}>
                  <input id={`${id}-to`} type="date" value={custom.to} onChange={(e) => set({ daterange: `${custom.from},${e.target.value}` })} className={inputClass(tried && problem === 'daterange')} />
                </Labelled>
                {tried && problem === 'daterange' && <p role="alert" className="col-span-full text-xs text-red-600">{t('reports.badRange')}</p>}
              </div>
            )}
            {(choices.fields ?? []).map((field) => {
              const meta = basicFieldMeta(field);
              const Input = inputWidgetFor(meta);
              const fid = `${id}-basic-${field.name}`;
              return (
                <div key={field.name} className="col-span-full">
                  <Labelled id={fid} label={field.label}>
                    <Input id={fid} field={meta} value={f.filter_basic[field.name]} lang={lang} invalid={false}
                      onChange={(v) => set({ filter_basic: { ...f.filter_basic, [field.name]: v } })} />
                  </Labelled>
                </div>
              );
            })}
          </div>
        )}
      </Section>

      <Section title={t('reports.columns')}>
        <div className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
          {report.columns.map((c) => (
            <label key={c.key} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={draft.columns.includes(c.key)} className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600"
                onChange={(e) => setDraft((d) => ({ ...d, columns: e.target.checked ? report.columns.map((x) => x.key).filter((k) => k === c.key || d.columns.includes(k)) : d.columns.filter((k) => k !== c.key) }))} />
              {c.label}
            </label>
          ))}
        </div>
        {tried && problem === 'columns' && <p role="alert" className="mt-2 text-xs text-red-600">{t('reports.noColumns')}</p>}
      </Section>

      <Section title={t('reports.advanced')}>
        <div className="flex flex-wrap gap-2">
          <Button onClick={onSwitchAdvanced}><Code2 className="size-4" aria-hidden />{t('reports.switchView')}</Button>
          <Button onClick={onEditGql}><SquarePen className="size-4" aria-hidden />{t('reports.editView')}</Button>
        </div>
      </Section>

      <div className="sticky bottom-0 flex justify-end gap-2 border-t border-slate-100 bg-white px-4 py-3">
        <Button type="submit" variant="primary">{t('reports.apply')}</Button>
      </div>
    </form>
  );
}
