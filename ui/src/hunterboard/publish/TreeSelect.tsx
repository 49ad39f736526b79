// A tree selector over options the server sends whole (comtree fields of the publish form, tree
// tokens of the search): a button showing the choice, a pop-up with a search box and the tree.
// Parent nodes open and close; with leafOnly (the publish form's trees, as add-on A's rule on
// location and function trees) only leaves are chosen. Closes on an outside press or Escape.
import { Check, ChevronDown, ChevronRight, Search, X } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../components/useDismiss';
import { inputClass } from '../../widgets/input/types';
import '../messages';

export interface TreeNode { value: string; label: string; children?: TreeNode[] }

/** Every node with the labels of its ancestors, depth first. */
export function flatten(nodes: TreeNode[], path: string[] = []): Array<{ node: TreeNode; path: string[] }> {
  return nodes.flatMap((n) => [{ node: n, path }, ...flatten(n.children ?? [], [...path, n.label])]);
}

/** The label of a value, with its ancestors ('Shanghai / Pudong'), or the value itself. */
export function labelOf(nodes: TreeNode[], value: string): string {
  const hit = flatten(nodes).find((e) => e.node.value === value);
  return hit ? [...hit.path, hit.node.label].join(' / ') : value;
}

export function TreeSelect({ id, nodes, value, onChange, multiple = false, leafOnly = true, placeholder, invalid = false, describedBy, label }: {
  id?: string; nodes: TreeNode[]; value: string[]; onChange(value: string[]): void; multiple?: boolean; leafOnly?: boolean;
  placeholder?: string; invalid?: boolean; describedBy?: string; label?: string;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const root = useRef<HTMLDivElement>(null);
  useDismiss(open, () => { setOpen(false); setTerm(''); }, root);

  const selected = new Set(value);
  const hits = useMemo(() => {
    const q = term.trim().toLowerCase();
    return q ? flatten(nodes).filter((e) => e.node.label.toLowerCase().includes(q)) : [];
  }, [nodes, term]);

  function choose(n: TreeNode) {
    if (multiple) {
      onChange(selected.has(n.value) ? value.filter((v) => v !== n.value) : [...value, n.value]);
      return;
    }
    onChange([n.value]);
    setOpen(false);
    setTerm('');
  }
  const toggle = (v: string) => setExpanded((s) => { const next = new Set(s); if (next.has(v)) next.delete(v); else next.add(v); return next; });

  function item(n: TreeNode, depth: number, path?: string[]) {
    const parent = !!n.children?.length;
    const choosable = !parent || !leafOnly;
    const isOpen = expanded.has(n.value);
    const on = selected.has(n.value);
    return (
      <li key={`${n.value}-${depth}`} role="treeitem" aria-selected={choosable ? on : undefined} aria-expanded={parent && !path ? isOpen : undefined}>
        <div className="flex items-center gap-1 rounded-md hover:bg-slate-50" style={{ paddingLeft: `${depth * 16}px` }}>
          {parent && !path ? (
            <button type="button" aria-label={t('hunterboard.publish.expand', { name: n.label })} onClick={() => toggle(n.value)} className="rounded p-1 text-slate-400 hover:text-slate-700">
              {isOpen ? <ChevronDown className="size-4" aria-hidden /> : <ChevronRight className="size-4" aria-hidden />}
            </button>
          ) : <span className="w-6" />}
          <button type="button" onClick={() => (choosable ? choose(n) : toggle(n.value))}
            className={`flex min-w-0 flex-1 items-center gap-2 py-1.5 pr-2 text-left text-sm ${on ? 'font-medium text-brand-700' : 'text-slate-700'}`}>
            {multiple && choosable && <span className={`flex size-4 shrink-0 items-center justify-center rounded border ${on ? 'border-brand-600 bg-brand-600 text-white' : 'border-slate-300'}`}>{on && <Check className="size-3" aria-hidden />}</span>}
            <span className="truncate">{path?.length ? <span className="text-slate-400">{path.join(' / ')} / </span> : null}{n.label}</span>
            {!multiple && on && <Check className="ml-auto size-4 shrink-0 text-brand-600" aria-hidden />}
          </button>
        </div>
        {parent && !path && isOpen && <ul role="group">{n.children!.map((c) => item(c, depth + 1))}</ul>}
      </li>
    );
  }

  const shown = value.map((v) => labelOf(nodes, v)).join(', ');
  return (
    // Escape closes the tree alone, not the modal around it (a native dialog cancels on Escape).
    <div ref={root} className="relative" onKeyDown={(e) => { if (open && e.key === 'Escape') { e.preventDefault(); e.stopPropagation(); setOpen(false); setTerm(''); } }}>
      <div className="relative">
        <button id={id} type="button" aria-haspopup="tree" aria-expanded={open} aria-describedby={describedBy} aria-invalid={invalid || undefined}
          aria-label={label ? `${label}${shown ? `: ${shown}` : ''}` : undefined}
          onClick={() => setOpen(!open)} className={`${inputClass(invalid)} flex items-center justify-between bg-white pr-14 text-left`}>
          <span className={`truncate ${shown ? '' : 'text-slate-400'}`}>{shown || placeholder || t('hunterboard.publish.choose')}</span>
        </button>
        {value.length > 0 && (
          <button type="button" onClick={() => onChange([])} aria-label={t('hunterboard.publish.clear')} className="absolute inset-y-0 right-7 my-auto h-6 rounded p-1 text-slate-400 hover:text-slate-700"><X className="size-4" aria-hidden /></button>
        )}
        <ChevronDown className="pointer-events-none absolute inset-y-0 right-2 my-auto size-4 text-slate-400" aria-hidden />
      </div>
      {open && (
        <div className="absolute z-20 mt-1 w-full min-w-64 rounded-lg bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <div className="relative mb-2">
            <Search className="pointer-events-none absolute inset-y-0 left-2.5 my-auto size-4 text-slate-400" aria-hidden />
            <input autoFocus value={term} onChange={(e) => setTerm(e.target.value)} placeholder={t('hunterboard.publish.search')} aria-label={t('hunterboard.publish.search')}
              className="block w-full rounded-md border-0 py-1.5 pl-8 pr-2 text-sm ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600" />
          </div>
          <ul role="tree" aria-label={label} aria-multiselectable={multiple || undefined} className="max-h-64 overflow-y-auto">
            {term.trim()
              ? hits.length ? hits.map((h) => item(h.node, 0, h.path)) : <li className="px-2 py-1.5 text-sm text-slate-500">{t('hunterboard.publish.noMatches')}</li>
              : nodes.map((n) => item(n, 0))}
          </ul>
        </div>
      )}
    </div>
  );
}
