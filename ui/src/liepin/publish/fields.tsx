// The publish form's inputs: one small component per kind, each drawing its label (an asterisk
// when required), its control and its error under it.
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDismiss } from '../../components/useDismiss';
import type { Option } from '../api';
import { treeRows, type Values } from './form';

export interface FieldCtx {
  values: Values;
  /** The error shown for a field name (none before the first submit attempt). */
  error(name: string): string | undefined;
  set(name: string, value: string): void;
  /** Applies an input rule once the input is left (ages, salaries). */
  blur(name: string): void;
}

const control = 'block w-full rounded-lg border bg-white px-2.5 py-1.5 text-sm text-slate-800 focus:outline-none focus:ring-1';
const cls = (bad: boolean) => `${control} ${bad ? 'border-red-400 focus:border-red-500 focus:ring-red-500' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-500'}`;

/** A labelled row; `names` are the fields whose errors show under it. */
export function Row({ ctx, label, names, required, hint, children, wide }: {
  ctx: FieldCtx; label: string; names: string[]; required?: boolean; hint?: string; children: ReactNode; wide?: boolean;
}) {
  const err = names.map((n) => ctx.error(n)).find(Boolean);
  const id = `lp-${names[0]}`;
  return (
    <div className={wide ? 'sm:col-span-2' : ''} data-field={names[0]}>
      <span id={`${id}-label`} className="mb-1 block text-sm font-medium text-slate-700">
        {required && <span className="mr-0.5 text-red-600" aria-hidden>*</span>}{label}
      </span>
      {/* Several inputs are one question (a range, boxes): a group named by the label; a single
          input carries the label itself. */}
      {names.length > 1
        ? <div role="group" aria-labelledby={`${id}-label`} aria-describedby={err ? `${id}-err` : undefined}>{children}</div>
        : children}
      {hint && !err && <p className="mt-1 text-xs text-slate-500">{hint}</p>}
      {err && <p id={`${id}-err`} className="mt-1 text-xs text-red-600" data-error-for={names[0]}>{err}</p>}
    </div>
  );
}

export function Text({ ctx, name, label, type = 'text', min, max, suffix }: { ctx: FieldCtx; name: string; label: string; type?: 'text' | 'number' | 'date'; min?: number | string; max?: number | string; suffix?: string }) {
  const input = (
    <input type={type} min={min} max={max} value={ctx.values[name] ?? ''} aria-label={label} aria-invalid={Boolean(ctx.error(name))}
      onChange={(e) => ctx.set(name, e.target.value)} onBlur={() => ctx.blur(name)} className={cls(Boolean(ctx.error(name)))} />
  );
  if (!suffix) return input;
  return <span className="flex items-center gap-2">{input}<span className="shrink-0 text-sm text-slate-500">{suffix}</span></span>;
}

export function Area({ ctx, name, label, rows = 5, placeholder }: { ctx: FieldCtx; name: string; label: string; rows?: number; placeholder?: string }) {
  return (
    <textarea rows={rows} value={ctx.values[name] ?? ''} aria-label={label} placeholder={placeholder} aria-invalid={Boolean(ctx.error(name))}
      onChange={(e) => ctx.set(name, e.target.value)} className={cls(Boolean(ctx.error(name)))} />
  );
}

/** A choice from a list or a tree; with leafOnly a parent node is shown but cannot be chosen. */
export function Choice({ ctx, name, label, options, leafOnly = false }: { ctx: FieldCtx; name: string; label: string; options: Option[]; leafOnly?: boolean }) {
  const { t } = useTranslation();
  return (
    <select value={ctx.values[name] ?? ''} aria-label={label} aria-invalid={Boolean(ctx.error(name))}
      onChange={(e) => ctx.set(name, e.target.value)} className={cls(Boolean(ctx.error(name)))}>
      <option value="">{t('liepin.publish.choose')}</option>
      {treeRows(options, leafOnly).map((r) => (
        <option key={`${r.depth}-${r.value}`} value={r.value} disabled={!r.selectable}>{'\u3000'.repeat(r.depth)}{r.label}</option>
      ))}
    </select>
  );
}

export function Radios({ ctx, name, label, options }: { ctx: FieldCtx; name: string; label: string; options: { value: string; label: string }[] }) {
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <label key={o.value} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <input type="radio" name={`lp-${name}`} value={o.value} checked={ctx.values[name] === o.value} onChange={() => ctx.set(name, o.value)} />{o.label}
        </label>
      ))}
    </span>
  );
}

/** Boxes each of its own field, '1' ticked and '0' not. */
export function Boxes({ ctx, boxes }: { ctx: FieldCtx; boxes: { name: string; label: string }[] }) {
  return (
    <span className="flex flex-wrap gap-x-4 gap-y-1">
      {boxes.map((b) => (
        <label key={b.name} className="inline-flex items-center gap-1.5 text-sm text-slate-700">
          <input type="checkbox" checked={ctx.values[b.name] === '1'} onChange={(e) => ctx.set(b.name, e.target.checked ? '1' : '0')} />{b.label}
        </label>
      ))}
    </span>
  );
}

/** Several choices of a tree in one field, comma-separated; closes on an outside click. */
export function MultiChoice({ ctx, name, label, options }: { ctx: FieldCtx; name: string; label: string; options: Option[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useDismiss(open, () => setOpen(false), ref);
  const chosen = (ctx.values[name] ?? '').split(',').filter(Boolean);
  const rows = treeRows(options, false);
  const names = rows.filter((r) => chosen.includes(r.value)).map((r) => r.label);
  const toggle = (v: string) => ctx.set(name, (chosen.includes(v) ? chosen.filter((c) => c !== v) : [...chosen, v]).join(','));
  return (
    <div ref={ref} className="relative">
      <button type="button" aria-label={label} aria-expanded={open} onClick={() => setOpen(!open)} className={`${cls(Boolean(ctx.error(name)))} flex items-center justify-between text-left`}>
        <span className="truncate">{names.length ? names.join(', ') : t('liepin.publish.choose')}</span>
        <ChevronDown className="size-3.5 shrink-0 text-slate-400" aria-hidden />
      </button>
      {open && (
        <div className="absolute left-0 z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200">
          {rows.map((r) => (
            <label key={`${r.depth}-${r.value}`} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1 text-sm text-slate-700 hover:bg-slate-50" style={{ paddingLeft: `${0.5 + r.depth}rem` }}>
              <input type="checkbox" checked={chosen.includes(r.value)} onChange={() => toggle(r.value)} />{r.label}
            </label>
          ))}
        </div>
      )}
    </div>
  );
}
