// The current filters as pills reading 'label equals value' (spec 002 §5, add-on B), option
// ids resolved to their labels; each one removable, and all at once.
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import '../messages';
import type { SearchQuery, SearchToken } from '../types';
import { pillsOf } from './query';

export function TokenPills({ query, tokens, onRemove, onClear }: { query: SearchQuery; tokens: SearchToken[]; onRemove(name: string): void; onClear(): void }) {
  const { t } = useTranslation();
  const pills = pillsOf(query, tokens);
  if (!pills.length) return null;
  return (
    <ul className="flex flex-wrap items-center gap-2" aria-label={t('hunterboard.search.filters')} data-testid="hunterboard-pills">
      {pills.map((p) => (
        <li key={p.name} className="inline-flex max-w-full items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-700 ring-1 ring-inset ring-slate-200">
          <span className="truncate">{t('hunterboard.search.equals', { label: p.label, value: p.value })}</span>
          <button type="button" onClick={() => onRemove(p.name)} aria-label={t('hunterboard.search.removeToken', { label: p.label })}
            className="rounded-full p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"><X className="size-3.5" aria-hidden /></button>
        </li>
      ))}
      {pills.length > 1 && (
        <li><button type="button" onClick={onClear} className="text-sm font-medium text-brand-700 hover:underline">{t('hunterboard.search.clearAll')}</button></li>
      )}
    </ul>
  );
}
