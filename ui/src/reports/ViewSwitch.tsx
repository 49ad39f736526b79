import { ChartColumn, ChartColumnStacked, ChartLine, ChartPie, Table2, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ViewType } from './types';

const ICONS: Record<ViewType, LucideIcon> = { table: Table2, bar: ChartColumn, trend: ChartLine, pie: ChartPie, stack: ChartColumnStacked };

export function ViewIcon({ view, className }: { view: ViewType; className?: string }) {
  const Icon = ICONS[view];
  return <Icon className={className} aria-hidden />;
}

/** The report's views side by side in the action bar: one press switches. */
export function ViewSwitch({ views, value, onChange }: { views: ViewType[]; value: ViewType; onChange(v: ViewType): void }) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-label={t('reports.viewType')} className="inline-flex rounded-lg bg-slate-100 p-0.5" data-testid="report-views">
      {views.map((v) => (
        <button key={v} type="button" role="radio" aria-checked={v === value} aria-label={t(`reports.views.${v}`)} title={t(`reports.views.${v}`)} data-view={v}
          onClick={() => onChange(v)}
          className={`inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm ${v === value ? 'bg-white font-medium text-brand-700 shadow-sm' : 'text-slate-500 hover:text-slate-800'}`}>
          <ViewIcon view={v} className="size-4" /><span className="hidden xl:inline">{t(`reports.views.${v}`)}</span>
        </button>
      ))}
    </div>
  );
}
