import { useTranslation } from 'react-i18next';
import { inputClass, type InputProps } from './types';

function parse(raw: string, integer: boolean): number | undefined {
  if (raw.trim() === '') return undefined;
  const n = Number(raw);
  return Number.isNaN(n) ? undefined : integer ? Math.trunc(n) : n;
}

/** integer, double. */
export function NumberInput({ id, field, value, onChange, invalid, disabled }: InputProps) {
  const integer = field.type === 'integer';
  return (
    <input id={id} type="number" inputMode={integer ? 'numeric' : 'decimal'} step={integer ? 1 : 'any'} disabled={disabled}
      min={typeof field.min === 'number' ? field.min : undefined} max={typeof field.max === 'number' ? field.max : undefined}
      value={value === undefined || value === null ? '' : String(value)} onChange={(e) => onChange(parse(e.target.value, integer))}
      className={inputClass(invalid)} aria-invalid={invalid} />
  );
}

/** number-range: {min, max}, either side optional. */
export function NumberRangeInput({ id, value, onChange, invalid, disabled }: InputProps) {
  const { t } = useTranslation();
  const r = (value ?? {}) as { min?: number | null; max?: number | null };
  const set = (side: 'min' | 'max', raw: string) => {
    const next = { ...r, [side]: parse(raw, false) ?? null };
    onChange(next.min == null && next.max == null ? undefined : next);
  };
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="number" aria-label={t('form.min')} value={r.min ?? ''} disabled={disabled} onChange={(e) => set('min', e.target.value)} className={inputClass(invalid)} />
      <span className="text-slate-400">–</span>
      <input type="number" aria-label={t('form.max')} value={r.max ?? ''} disabled={disabled} onChange={(e) => set('max', e.target.value)} className={inputClass(invalid)} />
    </div>
  );
}
