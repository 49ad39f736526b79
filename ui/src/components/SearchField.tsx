import { Search } from 'lucide-react';

/** A filter box with a search icon; its label is read by screen readers and shown as the placeholder. Wide fills its column. */
export function SearchField({ label, value, onChange, wide = false }: { label: string; value: string; onChange: (value: string) => void; wide?: boolean }) {
  return (
    <label className={wide ? 'relative block' : 'relative'}>
      <span className="sr-only">{label}</span>
      <Search className="pointer-events-none absolute left-2.5 top-2.5 size-4 text-slate-400" aria-hidden />
      <input type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={label}
        className={`${wide ? 'w-full' : 'w-56'} rounded-md border border-slate-300 py-2 pl-8 pr-2 text-sm shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200`} />
    </label>
  );
}
