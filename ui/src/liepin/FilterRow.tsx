import { ChevronDown, Search, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useDismiss } from '../components/useDismiss';
import type { Option, QueryConfigItem, SearchBase } from './api';
import { cleanFilter, type Filter } from './filter';
import { optionsOf } from './tokens';

const input = 'h-9 rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-800 focus:border-brand-500 focus:outline-none focus:ring-1 focus:ring-brand-500';

/** The filter row, built from the provider's search config (query_config: key, label, type,
 * data_index into base_data's option lists). Search applies the typed filter; Clear empties it. */
export function FilterRow({ base, filter, onApply }: { base: SearchBase; filter: Filter; onApply(f: Filter): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Filter>(filter);
  // A new filter from outside (a saved search, the address) replaces what was typed.
  useEffect(() => setDraft(filter), [filter]);
  const set = (key: string, value: unknown) => setDraft((d) => ({ ...d, [key]: value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    onApply(cleanFilter(draft));
  }
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t('liepin.search.title')} data-testid="liepin-filters">
      {base.query_config.map((item) => (
        <label key={item.key} className="flex flex-col gap-1 text-xs font-medium text-slate-500 max-sm:w-full">
          {item.label}
          <Field item={item} options={optionsOf(base, item.key)} value={draft[item.key]} onChange={(v) => set(item.key, v)} />
        </label>
      ))}
      <Button type="submit" variant="primary"><Search className="size-4" aria-hidden />{t('liepin.search.apply')}</Button>
      {Object.keys(cleanFilter(draft)).length > 0 && (
        <Button variant="ghost" onClick={() => { setDraft({}); onApply({}); }}><X className="size-4" aria-hidden />{t('liepin.search.clear')}</Button>
      )}
    </form>
  );
}

function Field({ item, options, value, onChange }: { item: QueryConfigItem; options: Option[]; value: unknown; onChange(v: unknown): void }) {
  const { t } = useTranslation();
  if (item.type === 'select') {
    return (
      <select value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value)} className={`${input} min-w-32 max-sm:w-full`} aria-label={item.label}>
        <option value="">{t('liepin.search.any')}</option>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    );
  }
  if (item.type === 'multiselect') return <MultiSelect label={item.label} options={options} value={Array.isArray(value) ? value.map(String) : []} onChange={onChange} />;
  if (item.type === 'range') {
    const [lo = '', hi = ''] = Array.isArray(value) ? (value as unknown[]).map((v) => (v === null || v === undefined ? '' : String(v))) : [];
    return (
      <span className="flex items-center gap-1">
        <input type="number" min={0} value={lo} onChange={(e) => onChange([e.target.value, hi])} aria-label={`${item.label} ${t('liepin.search.from')}`} className={`${input} w-20 max-sm:flex-1`} />
        <span className="text-slate-400">–</span>
        <input type="number" min={0} value={hi} onChange={(e) => onChange([lo, e.target.value])} aria-label={`${item.label} ${t('liepin.search.to')}`} className={`${input} w-20 max-sm:flex-1`} />
      </span>
    );
  }
  return <input type="text" value={value === undefined ? '' : String(value)} onChange={(e) => onChange(e.target.value)} className={`${input} w-40 max-sm:w-full`} aria-label={item.label} />;
}

/** Several options of one list, ticked in a small pop-up that closes on an outside click. */
function MultiSelect({ label, options, value, onChange }: { label: string; options: Option[]; value: string[]; onChange(v: string[]): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), ref);
  const names = options.filter((o) => value.includes(String(o.value))).map((o) => o.label);
  return (
    <div ref={ref} className="relative max-sm:w-full">
      <button type="button" aria-label={label} aria-expanded={open} onClick={() => setOpen(!open)}
        className={`${input} flex w-44 max-sm:w-full items-center justify-between gap-1 text-left`}>
        <span className="truncate">{names.length ? names.join(', ') : t('liepin.search.any')}</span>
        <ChevronDown className="size-3.5 shrink-0 text-slate-400" aria-hidden />
      </button>
      {open && (
        <div role="group" aria-label={label} className="absolute left-0 z-20 mt-1 max-h-64 w-56 overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
          {options.map((o) => {
            const on = value.includes(String(o.value));
            return (
              <label key={o.value} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm font-normal text-slate-700 hover:bg-slate-50">
                <input type="checkbox" checked={on} onChange={() => onChange(on ? value.filter((v) => v !== String(o.value)) : [...value, String(o.value)])} />
                {o.label}
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}
