import { Check, ChevronDown, ChevronRight, Loader2, Search, X } from 'lucide-react';
import { useCallback, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useModel } from '../../stores/useModel';
import { idOf, nameOf } from '../display/types';
import { Highlight } from './tree/highlight';
import { parentFieldOf, useTreeLevels, useTreeSearch, type LevelKey } from './tree/treeData';
import type { InputProps } from './types';

/** Tree dropdown close delay after an outside click (spec 000 §9). */
export const CLOSE_DELAY_MS = 50;

/** One visible line of the dropdown: a node, or a status line of a level. */
type Row =
  | { kind: 'node'; key: string; id: number; level: number; parent: LevelKey; expandable: boolean; expanded: boolean; path?: string[] }
  | { kind: 'more'; key: string; parent: LevelKey; level: number; left: number }
  | { kind: 'status'; key: string; parent: LevelKey | null; level: number; status: 'loading' | 'error' | 'empty' | 'noMatches' };

/** The ids a comtree value holds (one id, or several on multiple fields). */
function idsOf(value: unknown): number[] {
  const list = Array.isArray(value) ? value : value === null || value === undefined ? [] : [value];
  return list.map(idOf).filter((i): i is number => i !== undefined);
}

/** comtree (city, industry, function, team): a dropdown tree that loads level by level, with a
 * search box and clear-selection (spec 000 §2). Multiple fields pick several nodes. */
export function TreePickerInput(props: InputProps) {
  const { id, field, value, onChange, invalid, disabled, lang } = props;
  const { t } = useTranslation();
  const model = field.to;
  // The target's metadata names the parent field; should it fail (no access), the convention
  // stands and the level calls show their own error.
  const { meta, error: metaError } = useModel(model ?? '');
  const metaReady = meta !== undefined || metaError !== undefined;
  const parentField = metaReady ? parentFieldOf(meta) : undefined;
  const multiple = field.multiple === true;
  const ids = idsOf(value);
  const baseId = useId();
  const treeId = `${baseId}-tree`;

  const [open, setOpen] = useState(false);
  const [term, setTerm] = useState('');
  const [expanded, setExpanded] = useState<Set<number>>(() => new Set());
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const { nodes, levels, load, remember } = useTreeLevels(model, parentField);
  const search = useTreeSearch(model, meta, metaReady, term, remember);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  // Names of the values already set come expanded with the record being edited.
  const initial = useMemo(() => {
    const raw = props.record?.[field.name];
    const list = Array.isArray(raw) ? raw : raw === null || raw === undefined ? [] : [raw];
    const out: Record<number, unknown> = {};
    for (const v of list) { const i = idOf(v); if (i !== undefined && typeof v === 'object') out[i] = v; }
    return out;
  }, [props.record, field.name]);
  const nameOfId = (nid: number) => (nodes[nid] ? nameOf(nodes[nid], lang) : initial[nid] ? nameOf(initial[nid], lang) : `#${nid}`);

  useEffect(() => { if (open && parentField) load('root'); }, [open, parentField, load]);

  // An outside click closes the dropdown after the spec's short delay.
  useEffect(() => {
    if (!open) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onDown = (e: MouseEvent) => {
      if (rootRef.current?.contains(e.target as Node)) return;
      clearTimeout(timer);
      timer = setTimeout(() => { setOpen(false); setTerm(''); setActiveKey(null); }, CLOSE_DELAY_MS);
    };
    document.addEventListener('mousedown', onDown);
    return () => { document.removeEventListener('mousedown', onDown); clearTimeout(timer); };
  }, [open]);

  const searching = term.trim() !== '';
  const rows = useMemo<Row[]>(() => {
    const out: Row[] = [];
    if (searching) {
      if (search.hits === null || (search.loading && search.term !== term.trim())) {
        out.push({ kind: 'status', key: 's:loading', parent: null, level: 1, status: 'loading' });
      } else if (search.error) {
        out.push({ kind: 'status', key: 's:error', parent: null, level: 1, status: 'error' });
      } else if (search.hits.length === 0) {
        out.push({ kind: 'status', key: 's:none', parent: null, level: 1, status: 'noMatches' });
      } else {
        for (const h of search.hits) {
          const path = h.ancestors.map((a) => (a ? nameOf(a, lang) : '…'));
          out.push({ kind: 'node', key: `n:${h.row.id}`, id: h.row.id, level: 1, parent: 'root', expandable: false, expanded: false, path });
        }
      }
      return out;
    }
    const walk = (parent: LevelKey, level: number) => {
      const lvl = levels[parent];
      if (!lvl) { out.push({ kind: 'status', key: `l:${parent}`, parent, level, status: 'loading' }); return; }
      for (const nid of lvl.ids) {
        const kids = levels[nid];
        const expandable = !kids || kids.loading || kids.error || kids.ids.length > 0;
        const isOpen = expanded.has(nid) && expandable;
        out.push({ kind: 'node', key: `n:${nid}`, id: nid, level, parent, expandable, expanded: isOpen });
        if (isOpen) walk(nid, level + 1);
      }
      if (lvl.loading) out.push({ kind: 'status', key: `l:${parent}`, parent, level, status: 'loading' });
      else if (lvl.error) out.push({ kind: 'status', key: `e:${parent}`, parent, level, status: 'error' });
      else if (lvl.ids.length < lvl.count) out.push({ kind: 'more', key: `m:${parent}`, parent, level, left: lvl.count - lvl.ids.length });
      else if (parent === 'root' && lvl.ids.length === 0) out.push({ kind: 'status', key: 'l:empty', parent, level, status: 'empty' });
    };
    walk('root', 1);
    return out;
  }, [searching, search, term, levels, expanded, lang]);

  const focusable = rows.filter((r) => r.kind === 'node' || r.kind === 'more' || (r.kind === 'status' && r.status === 'error'));
  const active = focusable.find((r) => r.key === activeKey) ?? focusable.find((r) => r.kind === 'node' && ids.includes(r.id)) ?? focusable[0];
  const domId = (key: string) => `${baseId}-${key.replace(':', '-')}`;

  useEffect(() => {
    if (!open || !active) return;
    document.getElementById(domId(active.key))?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active?.key]);

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    setTerm('');
    setActiveKey(null);
    if (refocus) triggerRef.current?.focus();
  }, []);

  function openPanel() {
    if (disabled) return;
    setOpen(true);
    setTimeout(() => searchRef.current?.focus(), 0);
  }

  function choose(nid: number) {
    if (multiple) {
      const next = ids.includes(nid) ? ids.filter((i) => i !== nid) : [...ids, nid];
      onChange(next.length ? next : undefined);
      setActiveKey(`n:${nid}`);
    } else {
      onChange(nid);
      close(true);
    }
  }
  function remove(nid: number) {
    const rest = ids.filter((i) => i !== nid);
    onChange(multiple && rest.length ? rest : undefined);
  }
  function clear() {
    onChange(undefined);
    triggerRef.current?.focus();
  }
  function toggle(nid: number, to?: boolean) {
    const willOpen = to ?? !expanded.has(nid);
    setExpanded((s) => {
      const next = new Set(s);
      if (willOpen) next.add(nid); else next.delete(nid);
      return next;
    });
    if (willOpen) load(nid);
  }
  function activate(row: Row) {
    if (row.kind === 'node') choose(row.id);
    else if (row.kind === 'more') load(row.parent, true);
    else if (row.status === 'error') {
      if (row.parent === null) search.retry(); else load(row.parent);
    }
  }

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const inText = e.target === searchRef.current;
    const index = active ? focusable.indexOf(active) : -1;
    const move = (to: number) => {
      const row = focusable[Math.max(0, Math.min(focusable.length - 1, to))];
      if (row) setActiveKey(row.key);
    };
    switch (e.key) {
      case 'ArrowDown': move(index + 1); break;
      case 'ArrowUp': move(index - 1); break;
      case 'Home': if (inText) return; move(0); break;
      case 'End': if (inText) return; move(focusable.length - 1); break;
      case 'ArrowRight':
        if (inText && term) return;
        if (active?.kind === 'node' && active.expandable) {
          if (!active.expanded) toggle(active.id, true);
          else { const child = focusable[index + 1]; if (child && child.level > active.level) setActiveKey(child.key); }
        }
        break;
      case 'ArrowLeft':
        if (inText && term) return;
        if (active?.kind === 'node' && active.expanded) toggle(active.id, false);
        else if (active && active.level > 1 && typeof active.parent === 'number') setActiveKey(`n:${active.parent}`);
        break;
      case 'Enter': if (active) activate(active); break;
      case ' ': if (inText) return; if (active) activate(active); break;
      case 'Escape': close(true); break;
      default: return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  const chosen = ids.map((nid) => ({ id: nid, name: nameOfId(nid) }));
  // The control looks like the other inputs (inputClass): a ring that thickens on focus or open.
  const ring = open ? `ring-2 ${invalid ? 'ring-red-500' : 'ring-brand-600'}`
    : `ring-1 focus-within:ring-2 ${invalid ? 'ring-red-400 focus-within:ring-red-500' : 'ring-slate-300 focus-within:ring-brand-600'}`;
  const needle = term.trim();

  return (
    <div ref={rootRef} className="relative">
      <div onClick={(e) => { if (e.target === e.currentTarget) { if (open) close(false); else openPanel(); } }}
        className={`flex min-h-9 w-full items-center gap-1.5 rounded-lg py-1 pl-2 pr-1.5 text-sm shadow-sm ring-inset ${disabled ? 'bg-slate-50 text-slate-500' : 'cursor-pointer bg-white'} ${ring}`}>
        {chosen.length > 0 && (
          <span className="flex flex-wrap gap-1.5">
            {chosen.map((c) => (
              <span key={c.id} className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-2.5 pr-1 text-xs font-medium text-brand-700 ring-1 ring-inset ring-brand-200">
                <span className="truncate">{c.name}</span>
                {multiple && (
                  <button type="button" disabled={disabled} onClick={() => remove(c.id)} aria-label={`${t('common.remove')} ${c.name}`} className="rounded-full p-0.5 hover:bg-brand-100"><X className="size-3" aria-hidden /></button>
                )}
              </span>
            ))}
          </span>
        )}
        <button ref={triggerRef} id={id} type="button" disabled={disabled} aria-haspopup="tree" aria-expanded={open} aria-controls={open ? treeId : undefined}
          onClick={() => (open ? close(false) : openPanel())}
          onKeyDown={(e) => { if (e.key === 'ArrowDown' && !open) { e.preventDefault(); openPanel(); } }}
          className="flex min-w-0 flex-1 items-center gap-2 self-stretch py-0.5 pl-1 text-left outline-none disabled:cursor-not-allowed">
          <span className={`truncate ${chosen.length ? 'sr-only' : 'text-slate-400'}`}>{chosen.length ? chosen.map((c) => c.name).join(', ') : t('treePicker.placeholder')}</span>
          <ChevronDown className={`ml-auto size-4 shrink-0 text-slate-400 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden />
        </button>
        {chosen.length > 0 && !disabled && (
          <button type="button" onClick={clear} aria-label={t('treePicker.clear')} title={t('treePicker.clear')}
            className="shrink-0 rounded-md p-1 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><X className="size-4" aria-hidden /></button>
        )}
      </div>

      {open && (
        <div onKeyDown={onKeyDown} className="absolute z-30 mt-1 w-full min-w-64 overflow-hidden rounded-lg bg-white shadow-lg ring-1 ring-slate-200">
          <div className="relative border-b border-slate-100 p-2">
            <Search className="pointer-events-none absolute left-4.5 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
            <input ref={searchRef} type="search" value={term} onChange={(e) => { setTerm(e.target.value); setActiveKey(null); }}
              placeholder={t('treePicker.search')} aria-label={t('treePicker.search')} autoComplete="off"
              aria-controls={treeId} aria-activedescendant={active ? domId(active.key) : undefined}
              className="block w-full appearance-none rounded-md border-0 bg-slate-50 [&::-webkit-search-cancel-button]:appearance-none py-1.5 pl-8 pr-2 text-sm text-slate-900 outline-none ring-1 ring-inset ring-slate-200 placeholder:text-slate-400 focus:bg-white focus:ring-2 focus:ring-brand-600" />
          </div>
          <div id={treeId} role="tree" aria-label={field.label_value} aria-multiselectable={multiple || undefined}
            tabIndex={-1} aria-activedescendant={active ? domId(active.key) : undefined}
            className="max-h-72 overflow-y-auto py-1 outline-none">
            {rows.map((row) => {
              const isActive = active?.key === row.key;
              const indent = { paddingLeft: `${0.5 + (row.level - 1) * 1.25}rem` };
              if (row.kind === 'status') {
                const text = row.status === 'loading' ? t('common.loading') : row.status === 'error' ? t('treePicker.loadFailed') : row.status === 'empty' ? t('treePicker.empty') : t('treePicker.noMatches');
                return (
                  <div key={row.key} id={domId(row.key)} role={row.status === 'error' ? 'treeitem' : 'none'} aria-level={row.status === 'error' ? row.level : undefined}
                    onMouseDown={(e) => e.preventDefault()} onClick={() => row.status === 'error' && activate(row)} style={indent}
                    className={`flex items-center gap-2 py-1.5 pr-3 text-sm ${row.status === 'error' ? `cursor-pointer text-red-600 ${isActive ? 'bg-red-50' : ''}` : 'text-slate-400'}`}>
                    {row.status === 'loading' && <Loader2 className="size-3.5 animate-spin" aria-hidden />}
                    <span className="pl-6">{text}</span>
                  </div>
                );
              }
              if (row.kind === 'more') {
                return (
                  <div key={row.key} id={domId(row.key)} role="treeitem" aria-level={row.level} aria-selected={false} style={indent}
                    onMouseDown={(e) => e.preventDefault()} onClick={() => { setActiveKey(row.key); activate(row); }}
                    className={`cursor-pointer py-1.5 pl-6 pr-3 text-sm font-medium text-brand-700 ${isActive ? 'bg-brand-50' : 'hover:bg-slate-50'}`}>
                    <span className="pl-6">{t('treePicker.more', { count: row.left })}</span>
                  </div>
                );
              }
              const selected = ids.includes(row.id);
              const name = nameOfId(row.id);
              return (
                <div key={row.key} id={domId(row.key)} role="treeitem" aria-level={row.level} aria-selected={selected}
                  aria-expanded={row.expandable ? row.expanded : undefined} style={indent}
                  onMouseDown={(e) => e.preventDefault()} onClick={() => { setActiveKey(row.key); choose(row.id); }}
                  className={`group flex cursor-pointer items-center gap-1 py-1.5 pr-3 text-sm ${isActive ? 'bg-brand-50' : 'hover:bg-slate-50'} ${selected ? 'font-medium text-brand-700' : 'text-slate-700'}`}>
                  {row.expandable ? (
                    <span aria-hidden title={row.expanded ? t('treePicker.collapse') : t('treePicker.expand')} data-chevron
                      onClick={(e) => { e.stopPropagation(); setActiveKey(row.key); toggle(row.id); }}
                      className="grid size-5 shrink-0 place-items-center rounded text-slate-400 hover:bg-slate-200 hover:text-slate-700">
                      <ChevronRight className={`size-4 transition-transform ${row.expanded ? 'rotate-90' : ''}`} aria-hidden />
                    </span>
                  ) : <span className="size-5 shrink-0" aria-hidden />}
                  <span className="min-w-0 flex-1 truncate">
                    {row.path && row.path.length > 0 && (
                      <span className="text-slate-400"><Highlight text={row.path.join(' › ')} term={needle} />{' › '}</span>
                    )}
                    <Highlight text={name} term={needle} />
                  </span>
                  {selected && <Check className="size-4 shrink-0 text-brand-600" aria-hidden />}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}

