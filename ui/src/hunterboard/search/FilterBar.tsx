// The search's filters (spec 002 §2/§4, add-on B): one button per token of
// GET /rest/hunterboard/search_tokens, each opening its pop-up (text, number, a checkbox list or
// a tree). One pop-up is open at a time; a press outside it or Escape closes it. The bar itself
// opens and closes from the page's search icon.
import { ChevronDown } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useDismiss } from '../../components/useDismiss';
import { inputClass } from '../../widgets/input/types';
import '../messages';
import { TreeSelect, type TreeNode } from '../publish/TreeSelect';
import type { SearchQuery, SearchToken, TokenOption } from '../types';
import { splitIds, valueLabel } from './query';

const treeOf = (o: TokenOption[] = []): TreeNode[] => o.map((n) => ({ value: String(n.id), label: n.label, children: n.children ? treeOf(n.children) : undefined }));

export function FilterBar({ id, tokens, query, onSet }: { id?: string; tokens: SearchToken[]; query: SearchQuery; onSet(name: string, value: string): void }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div id={id} role="group" className="flex flex-wrap gap-2" data-testid="hunterboard-filters">
      {tokens.map((tk) => (
        <TokenButton key={tk.name} token={tk} value={query[tk.name] ?? ''} open={open === tk.name}
          onOpen={(o) => setOpen(o ? tk.name : null)} onSet={(v) => { onSet(tk.name, v); setOpen(null); }} />
      ))}
    </div>
  );
}

function TokenButton({ token, value, open, onOpen, onSet }: { token: SearchToken; value: string; open: boolean; onOpen(open: boolean): void; onSet(value: string): void }) {
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open, () => onOpen(false), root);
  const set = value !== '';
  return (
    <div ref={root} className="relative">
      <button type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => onOpen(!open)}
        className={`inline-flex max-w-64 items-center gap-1 rounded-lg px-3 py-1.5 text-sm ring-1 ring-inset ${set ? 'bg-brand-50 text-brand-700 ring-brand-300' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}>
        <span className="truncate">{token.label}{set && <>: <span className="font-medium">{valueLabel(token, value)}</span></>}</span>
        <ChevronDown className="size-4 shrink-0 text-slate-400" aria-hidden />
      </button>
      {open && <TokenPopup token={token} value={value} onSet={onSet} />}
    </div>
  );
}

function TokenPopup({ token, value, onSet }: { token: SearchToken; value: string; onSet(value: string): void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const ids = splitIds(draft);
  const submit = (e: FormEvent) => { e.preventDefault(); onSet(draft.trim()); };
  let input;
  if (token.type === 'checkboxdropdown') {
    const toggle = (id: string) => setDraft((ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]).join(','));
    input = (
      <div className="max-h-64 space-y-1 overflow-y-auto" role="group" aria-label={token.label}>
        {(token.options ?? []).map((o) => (
          <label key={String(o.id)} className="flex items-center gap-2 rounded px-1 py-1 text-sm text-slate-700 hover:bg-slate-50">
            <input type="checkbox" checked={ids.includes(String(o.id))} onChange={() => toggle(String(o.id))} className="size-4 accent-brand-600" />{o.label}
          </label>
        ))}
      </div>
    );
  } else if (token.type === 'tree') {
    input = <TreeSelect nodes={treeOf(token.options)} value={ids} multiple leafOnly={false} label={token.label} onChange={(v) => setDraft(v.join(','))} />;
  } else {
    input = (
      <input autoFocus type={token.type === 'int' ? 'number' : 'text'} value={draft} onChange={(e) => setDraft(e.target.value)}
        aria-label={token.label} placeholder={t('hunterboard.search.value')} className={inputClass(false)} />
    );
  }
  return (
    <form role="dialog" aria-label={token.label} onSubmit={submit}
      className="absolute left-0 z-20 mt-1 w-72 space-y-3 rounded-lg bg-white p-3 shadow-lg ring-1 ring-slate-200">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{token.label}</p>
      {input}
      <div className="flex justify-end gap-2">
        {value !== '' && <Button variant="ghost" onClick={() => onSet('')}>{t('hunterboard.publish.clear')}</Button>}
        <Button type="submit" variant="primary">{t('hunterboard.search.apply')}</Button>
      </div>
    </form>
  );
}
