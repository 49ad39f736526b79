import { Code2 } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { withField } from './fieldTree';
import { FieldTreePicker } from './FieldTreePicker';

/** The power users' filter: gql applied on Enter; the server names what it cannot read. The
 * field-tree picker beside it writes a field's path (through links too) for the value to follow. */
export function GqlBox({ model, value, onApply, problemId }: { model: string; value: string; onApply(gql: string): void; problemId?: string }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(value), [value]);
  function submit(e: FormEvent) {
    e.preventDefault();
    onApply(draft.trim());
  }
  return (
    <form onSubmit={submit} className="relative order-last min-w-0 basis-full sm:order-none sm:max-w-xl sm:flex-1 sm:basis-auto" role="search">
      <Code2 className="pointer-events-none absolute left-2.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input ref={input} value={draft} onChange={(e) => setDraft(e.target.value)} placeholder={t('list.gql')} aria-label="gql"
        aria-invalid={problemId ? true : undefined} aria-describedby={problemId}
        className={`block w-full rounded-lg border-0 bg-white py-1.5 pl-8 pr-9 font-mono text-xs text-slate-900 shadow-sm outline-none ring-1 ring-inset ${problemId ? 'ring-red-400' : 'ring-slate-300'} placeholder:font-sans placeholder:text-slate-400 focus:ring-2 focus:ring-brand-600`} />
      <div className="absolute right-1 top-1/2 -translate-y-1/2">
        <FieldTreePicker model={model} onPick={(path) => {
          setDraft(path ? withField(draft, path) : '');
          input.current?.focus();
        }} />
      </div>
    </form>
  );
}
