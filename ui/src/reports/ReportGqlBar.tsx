import { Code2, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withField } from '../list/fieldTree';
import { reportsApi } from './reportsApi';
import type { GqlField } from './types';

/** The report's gql box (Advanced): like the list's, applied on Enter; the fields the report's
 * gql may name (/search/all) are offered beside it. */
export function ReportGqlBar({ type, value, focus, onApply, onClose }: {
  type: string; value: string; focus: number; onApply(gql: string): void; onClose(): void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const [fields, setFields] = useState<GqlField[]>([]);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(value), [value]);
  useEffect(() => { if (focus) input.current?.focus(); }, [focus]);
  useEffect(() => {
    let stale = false;
    reportsApi.gqlFields(type).then((f) => { if (!stale) setFields(f); }, () => { if (!stale) setFields([]); });
    return () => { stale = true; };
  }, [type]);
  function submit(e: FormEvent) {
    e.preventDefault();
    onApply(draft.trim());
  }
  return (
    <form onSubmit={submit} role="search" className="flex flex-wrap items-center gap-2 border-b border-slate-200 bg-slate-50 px-4 py-2">
      <div className="relative min-w-0 flex-1 basis-64">
        <Code2 className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
        <input ref={input} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('reports.gqlHint')} aria-label="gql"
          className="block w-full rounded-lg border-0 bg-white py-1.5 pl-8 pr-3 font-mono text-xs text-slate-900 shadow-sm outline-none ring-1 ring-inset ring-slate-300 placeholder:font-sans placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600" />
      </div>
      {fields.length > 0 && (
        <select aria-label={t('reports.addField')} value="" onChange={(e) => { if (e.target.value) { setDraft(withField(draft, e.target.value)); input.current?.focus(); } }}
          className="rounded-lg border-0 bg-white py-1.5 pl-2 pr-8 text-xs text-slate-700 shadow-sm ring-1 ring-inset ring-slate-300">
          <option value="">{t('reports.addField')}</option>
          {fields.map((f) => <option key={f.name} value={f.name}>{f.label_value} ({f.name})</option>)}
        </select>
      )}
      <button type="submit" className="rounded-lg bg-brand-600 px-2.5 py-1.5 text-xs font-medium text-white shadow-sm hover:bg-brand-700">{t('reports.apply')}</button>
      <button type="button" onClick={onClose} aria-label={t('common.close')} className="rounded-lg p-1.5 text-slate-500 hover:bg-slate-200"><X className="size-4" aria-hidden /></button>
    </form>
  );
}
