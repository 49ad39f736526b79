// One widget per field type of the publish form (spec 002 §3, add-on B), drawn from the
// server's FieldMeta: its label (an asterisk when required), the input, its help text, and the
// field's errorText under it. The form owns the values; each widget gives back the value as
// the server takes it (text, a number, {min, max}, a list of option values, a node value or
// comma-separated node values).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../widgets/input/types';
import '../messages';
import type { FieldMeta, FieldOption, FieldType } from '../types';
import { TreeSelect, type TreeNode } from './TreeSelect';

/** A range's value as the server takes it: {min, max}, either end null. */
export function rangeOf(value: unknown): { min: number | null; max: number | null } {
  if (Array.isArray(value)) return { min: toNum(value[0]), max: toNum(value[1]) };
  if (value && typeof value === 'object') { const r = value as Record<string, unknown>; return { min: toNum(r.min), max: toNum(r.max) }; }
  return { min: null, max: null };
}
const toNum = (v: unknown): number | null => (v === null || v === undefined || v === '' || Number.isNaN(Number(v)) ? null : Number(v));

export interface FieldInputProps { field: FieldMeta; value: unknown; onChange(value: unknown): void; error?: string; idPrefix?: string }

/** The types whose widget is a group of controls, labelled by a legend rather than a label. */
const GROUPS: FieldType[] = ['options', 'radio', 'checkbox', 'range'];
/** The types that take a whole row of the form. */
export const WIDE: FieldType[] = ['textarea', 'checkbox', 'range'];

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const num = (text: string) => (text.trim() === '' ? null : Number(text));
const treeOf = (o: FieldOption[] = []): TreeNode[] => o.map((n) => ({ value: String(n.value), label: n.label, children: n.children ? treeOf(n.children) : undefined }));
const listOf = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]);

export function FieldInput({ field, value, onChange, error, idPrefix = 'hb' }: FieldInputProps) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${field.name}`;
  const errId = `${id}-error`, helpId = `${id}-help`;
  const describedBy = [field.helpText ? helpId : '', error ? errId : ''].filter(Boolean).join(' ') || undefined;
  const invalid = !!error;
  const common = { id, 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, 'aria-required': field.require || undefined };
  const options = field.data ?? [];

  let input: ReactNode;
  switch (field.type) {
    case 'text':
    case 'password': // spec 002: shown as plain text
      input = <input {...common} type="text" value={str(value)} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} className={inputClass(invalid)} autoComplete="off" />;
      break;
    case 'textarea':
      input = <textarea {...common} rows={field.rows ?? 5} value={str(value)} placeholder={field.placeholder} onChange={(e) => onChange(e.target.value)} className={inputClass(invalid)} />;
      break;
    case 'date':
      input = <input {...common} type="date" value={str(value).slice(0, 10)} onChange={(e) => onChange(e.target.value)} className={inputClass(invalid)} />;
      break;
    case 'int':
      input = (
        <div className="flex items-center gap-2">
          <input {...common} type="number" inputMode="numeric" step={1} min={field.min} max={field.max} value={str(value)} placeholder={field.placeholder}
            onChange={(e) => onChange(num(e.target.value))} className={inputClass(invalid)} />
          {field.unit && <span className="shrink-0 text-sm text-slate-500">{field.unit}</span>}
        </div>
      );
      break;
    case 'range': {
      const { min: low, max: high } = rangeOf(value);
      const set = (end: 'min' | 'max', text: string) => onChange({ min: low, max: high, [end]: num(text) });
      input = (
        <div className="flex items-center gap-2" aria-describedby={describedBy}>
          <input id={id} type="number" min={field.min} max={field.max} value={str(low)} aria-label={`${field.label} · ${t('hunterboard.publish.from')}`} aria-invalid={invalid || undefined}
            placeholder={t('hunterboard.publish.from')} onChange={(e) => set('min', e.target.value)} className={inputClass(invalid)} />
          <span className="text-slate-400" aria-hidden>–</span>
          <input type="number" min={field.min} max={field.max} value={str(high)} aria-label={`${field.label} · ${t('hunterboard.publish.to')}`} aria-invalid={invalid || undefined}
            placeholder={t('hunterboard.publish.to')} onChange={(e) => set('max', e.target.value)} className={inputClass(invalid)} />
          {field.unit && <span className="shrink-0 text-sm text-slate-500">{field.unit}</span>}
        </div>
      );
      break;
    }
    case 'dropdown':
      input = (
        <select {...common} value={str(value)} onChange={(e) => onChange(optionValue(options, e.target.value))} className={`${inputClass(invalid)} bg-white`}>
          <option value="">{field.placeholder || t('hunterboard.publish.choose')}</option>
          {options.map((o) => <option key={String(o.value)} value={String(o.value)}>{o.label}</option>)}
        </select>
      );
      break;
    case 'options': // a list of choices drawn as segmented pills
      input = (
        <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="flex flex-wrap gap-2">
          {options.map((o) => {
            const on = str(value) === String(o.value);
            return (
              <label key={String(o.value)} className={`cursor-pointer rounded-lg px-3 py-1.5 text-sm ring-1 ring-inset has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600 ${on ? 'bg-brand-50 font-medium text-brand-700 ring-brand-300' : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50'}`}>
                <input type="radio" className="sr-only" name={id} checked={on} onChange={() => onChange(o.value)} />{o.label}
              </label>
            );
          })}
        </div>
      );
      break;
    case 'radio':
      input = (
        <div role="radiogroup" aria-labelledby={`${id}-label`} aria-describedby={describedBy} aria-invalid={invalid || undefined} className="flex flex-wrap gap-x-5 gap-y-2">
          {options.map((o) => (
            <label key={String(o.value)} className="flex items-center gap-2 text-sm text-slate-700">
              <input type="radio" name={id} checked={str(value) === String(o.value)} onChange={() => onChange(o.value)} className="size-4 accent-brand-600" />{o.label}
            </label>
          ))}
        </div>
      );
      break;
    case 'checkbox': {
      const list = listOf(value).map(String);
      const toggle = (o: FieldOption) => onChange(list.includes(String(o.value)) ? listOf(value).filter((v) => String(v) !== String(o.value)) : [...listOf(value), o.value]);
      input = (
        <div className="grid gap-2 sm:grid-cols-2" aria-describedby={describedBy}>
          {options.map((o) => (
            <label key={String(o.value)} className="flex items-start gap-2 text-sm text-slate-700">
              <input type="checkbox" checked={list.includes(String(o.value))} onChange={() => toggle(o)} className="mt-0.5 size-4 shrink-0 accent-brand-600" />{o.label}
            </label>
          ))}
        </div>
      );
      break;
    }
    case 'comtree': {
      // The server's value: the node's value; several comma-separated where multiple.
      const chosen = listOf(value).flatMap((v) => String(v).split(',')).map((v) => v.trim()).filter(Boolean);
      input = (
        <TreeSelect id={id} nodes={treeOf(options)} value={chosen} multiple={field.multiple} invalid={invalid} describedBy={describedBy} label={field.label} placeholder={field.placeholder}
          onChange={(v) => onChange(v.length ? (field.multiple ? v.join(',') : v[0]) : null)} />
      );
      break;
    }
    default:
      input = <input {...common} type="text" value={str(value)} onChange={(e) => onChange(e.target.value)} className={inputClass(invalid)} />;
  }

  const group = GROUPS.includes(field.type);
  const labelText = <>{field.label}{field.require && <span className="ml-0.5 text-red-600" aria-hidden>*</span>}</>;
  return (
    <div className={WIDE.includes(field.type) ? 'sm:col-span-2' : ''} data-field={field.name} data-type={field.type}>
      {group
        ? <div id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-700">{labelText}</div>
        : <label htmlFor={id} id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-slate-700">{labelText}</label>}
      {input}
      {field.helpText && <p id={helpId} className="mt-1 text-xs text-slate-500">{field.helpText}</p>}
      {error && <p id={errId} role="alert" className="mt-1 text-xs font-medium text-red-600">{error}</p>}
    </div>
  );
}

/** The option's own value (a number stays a number) for the text a <select> gives back. */
function optionValue(options: FieldOption[], text: string): unknown {
  if (text === '') return null;
  return options.find((o) => String(o.value) === text)?.value ?? text;
}
