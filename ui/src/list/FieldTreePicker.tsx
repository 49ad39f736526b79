import { ChevronDown, ChevronRight, ListTree, Loader2, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { FieldNode } from '../api/types';
import { useDismiss } from '../components/useDismiss';
import { treeRows } from './fieldTree';

/** The field-tree picker (spec 000 §2): a dropdown tree of the model's fields and, level by
 * level, the fields of the records they link to, with a search box and clear-selection.
 * Picking a field hands its gql path (owner__team__name) to onPick. */
export function FieldTreePicker({ model, onPick }: { model: string; onPick(path: string): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [roots, setRoots] = useState<FieldNode[]>();
  const [children, setChildren] = useState<Record<string, FieldNode[]>>({});
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [loading, setLoading] = useState<string>();
  const [search, setSearch] = useState('');
  const [error, setError] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [at, setAt] = useState<{ top: number; left: number }>();

  useEffect(() => { setRoots(undefined); setChildren({}); setExpanded(new Set()); }, [model]);
  useEffect(() => {
    if (!open || roots) return;
    api.fieldTree(model, '').then(setRoots).catch((e) => setError(e instanceof Error ? e.message : String(e)));
  }, [open, roots, model]);
  useDismiss(open, () => setOpen(false), ref, panel);

  async function toggle(node: FieldNode) {
    const next = new Set(expanded);
    if (next.has(node.name)) next.delete(node.name);
    else {
      next.add(node.name);
      if (!children[node.name]) {
        setLoading(node.name);
        try {
          const kids = await api.fieldTree(model, node.name);
          setChildren((c) => ({ ...c, [node.name]: kids }));
        } catch (e) {
          setError(e instanceof Error ? e.message : String(e));
        } finally {
          setLoading(undefined);
        }
      }
    }
    setExpanded(next);
  }
  const pick = (path: string) => { onPick(path); setOpen(false); setSearch(''); };
  const rows = roots ? treeRows(roots, children, expanded, search) : [];

  return (
    <div ref={ref} className="relative">
      <button type="button" onClick={(e) => {
        // The panel is drawn over the page (a portal), so the list's sticky header cannot cover it.
        const r = e.currentTarget.getBoundingClientRect();
        setAt({ top: r.bottom + 8, left: Math.max(8, r.right - 320) });
        setOpen(!open);
      }} aria-expanded={open} aria-haspopup="tree" aria-label={t('fieldTree.button')} title={t('fieldTree.button')}
        className="inline-flex items-center rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600">
        <ListTree className="size-4" aria-hidden />
      </button>
      {open && at && createPortal(
        <div ref={panel} style={{ top: at.top, left: at.left }} className="fixed z-50 w-80 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
          <div className="mb-2 flex items-center gap-1">
            <label className="relative flex-1">
              <Search className="pointer-events-none absolute left-2 top-1/2 size-3.5 -translate-y-1/2 text-slate-400" aria-hidden />
              <input autoFocus value={search} onChange={(e) => setSearch(e.target.value)} placeholder={t('fieldTree.search')} aria-label={t('fieldTree.search')}
                className="w-full rounded-md border border-slate-300 py-1.5 pl-7 pr-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200" />
            </label>
            <button type="button" onClick={() => pick('')} aria-label={t('fieldTree.clear')} title={t('fieldTree.clear')}
              className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-800"><X className="size-4" aria-hidden /></button>
          </div>
          {error && <p role="alert" className="px-2 py-1 text-xs text-red-600">{error}</p>}
          {!roots && !error && <Loader2 className="mx-auto my-3 size-4 animate-spin text-slate-400" aria-hidden />}
          <ul role="tree" aria-label={t('fieldTree.button')} className="max-h-72 overflow-auto text-sm">
            {rows.map(({ node, depth, expanded: isOpen }) => (
              <li key={node.name} role="treeitem" aria-expanded={node.has_children ? isOpen : undefined} aria-level={depth + 1} aria-selected={false}
                className="flex items-center gap-1 rounded-md pr-2 hover:bg-slate-50" style={{ paddingLeft: depth * 16 }}>
                {node.has_children ? (
                  <button type="button" onClick={() => void toggle(node)} aria-label={t(isOpen ? 'fieldTree.collapse' : 'fieldTree.expand', { name: node.label_value })}
                    className="rounded p-0.5 text-slate-400 hover:text-slate-700">
                    {loading === node.name ? <Loader2 className="size-3.5 animate-spin" aria-hidden /> : isOpen ? <ChevronDown className="size-3.5" aria-hidden /> : <ChevronRight className="size-3.5" aria-hidden />}
                  </button>
                ) : <span className="w-4.5" aria-hidden />}
                <button type="button" onClick={() => pick(node.name)} className="flex min-w-0 flex-1 items-baseline justify-between gap-2 py-1 text-left text-slate-700">
                  <span className="truncate">{node.label_value}</span>
                  <span className="shrink-0 font-mono text-[10px] text-slate-400">{node.name.split('__').pop()}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>,
        document.body,
      )}
    </div>
  );
}
