import { useTranslation } from 'react-i18next';
import type { DetailTab } from '../api/types';
import { tabCount } from './tabCount';

/** The tab bar: the base info first, then the reverse relations with their counts. */
export function DetailTabs({ tabs, active, counts, onSelect }: {
  tabs: DetailTab[]; active: string; counts: Record<string, number>; onSelect(name: string): void;
}) {
  const { t } = useTranslation();
  return (
    <div role="tablist" aria-label={t('detail.recordTabs')} className="flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map((tab) => {
        const on = tab.name === active;
        const count = counts[tab.name];
        return (
          <button key={tab.name} type="button" role="tab" aria-selected={on} onClick={() => onSelect(tab.name)}
            className={`-mb-px flex items-center gap-2 whitespace-nowrap border-b-2 px-3 py-2.5 text-sm font-medium transition-colors ${on ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:border-slate-300 hover:text-slate-800'}`}>
            {tab.label_value}
            {count !== undefined && (
              <span className={`rounded-full px-1.5 py-0.5 text-xs tabular-nums ${on ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-500'}`}>{tabCount(count)}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
