import { SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FacetField, FacetValue } from '../api/types';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { FacetGroup } from './FacetGroup';

/** The facet part of the list sidebar: each facetable field's values with counts. */
export function FacetSidebar({ model, fields, values, error, selected, onToggle, onClear }: {
  model: string; fields?: FacetField[]; values: Record<string, FacetValue[]>; error?: unknown;
  selected: Record<string, string[]>; onToggle(field: string, condition: string): void; onClear(): void;
}) {
  const { t } = useTranslation();
  const anySelected = Object.values(selected).some((v) => v.length > 0);
  return (
    <div>
      <div className="flex h-12 shrink-0 items-center justify-between border-b border-slate-100 bg-white px-4">
        <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-900"><SlidersHorizontal className="size-4 text-slate-400" aria-hidden />{t('list.filters')}</h2>
        {anySelected && <button type="button" onClick={onClear} className="text-xs font-medium text-brand-600 hover:text-brand-700">{t('list.clearFilters')}</button>}
      </div>
      {error ? <ErrorState error={error} /> : null}
      {(!fields || Object.keys(values).length === 0) && !error && <div className="flex justify-center py-8"><Spinner /></div>}
      {fields?.map((f) => (
        <FacetGroup key={f.name} model={model} field={f} values={values[f.name] ?? []} selected={selected[f.name] ?? []} onToggle={(c) => onToggle(f.name, c)} />
      ))}
    </div>
  );
}
