import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FacetField, FacetValue, Lang } from '../api/types';
import { formatCount } from '../i18n/format';
import { sectionOpenFor, usePreferences } from '../stores/preferences';

/** Facets show this many values until More is clicked. */
export const FACET_VISIBLE = 10;

export function FacetGroup({ model, field, values, selected, onToggle }: {
  model: string; field: FacetField; values: FacetValue[]; selected: string[]; onToggle(condition: string): void;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  // Open or closed is remembered per model and facet, as the spec asks of sidebar sections.
  const prefs = usePreferences();
  const open = sectionOpenFor(model, `facet:${field.name}`, prefs);
  const setOpen = (o: boolean) => prefs.setSectionOpen(model, `facet:${field.name}`, o);
  const [expanded, setExpanded] = useState(false);
  if (!values.length) return null;
  const shown = expanded ? values : values.slice(0, FACET_VISIBLE);
  const label = (v: FacetValue) => (field.facet === 'date' ? t(`relativeDate.${v.label}`, { defaultValue: v.label }) : v.label);
  return (
    <section className="border-b border-slate-100 py-3" aria-label={field.label_value}>
      <button type="button" onClick={() => setOpen(!open)} aria-expanded={open}
        className="flex w-full items-center justify-between px-4 text-xs font-semibold uppercase tracking-wide text-slate-500 hover:text-slate-700">
        {field.label_value}
        <ChevronDown className={`size-3.5 transition-transform ${open ? '' : '-rotate-90'}`} aria-hidden />
      </button>
      {open && (
        <ul className="mt-2 space-y-0.5 px-2">
          {shown.map((v) => {
            const checked = selected.includes(v.query);
            return (
              <li key={v.query}>
                <label className={`flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm hover:bg-slate-100 ${checked ? 'text-brand-700' : 'text-slate-700'}`}>
                  <input type="checkbox" checked={checked} onChange={() => onToggle(v.query)}
                    className="size-3.5 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
                  <span className="min-w-0 flex-1 truncate" title={label(v)}>{label(v)}</span>
                  <span className="text-xs tabular-nums text-slate-400">{formatCount(v.value, lang)}</span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      {open && values.length > FACET_VISIBLE && (
        <button type="button" onClick={() => setExpanded(!expanded)} className="mt-1 px-4 text-xs font-medium text-brand-600 hover:text-brand-700">
          {expanded ? t('list.hide') : t('list.more')}
        </button>
      )}
    </section>
  );
}
