import { Check, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { optionLabel } from '../display/options';
import { inputClass, type InputProps } from './types';

/** dropdown: one option from the field's list. */
export function SelectInput({ id, field, value, onChange, lang, invalid, disabled }: InputProps) {
  const { t } = useTranslation();
  return (
    <select id={id} value={(value as string) ?? ''} disabled={disabled} onChange={(e) => onChange(e.target.value || undefined)} className={inputClass(invalid)}>
      <option value="">{t('form.none')}</option>
      {field.options?.map((o) => <option key={o.code} value={o.code}>{optionLabel(o, lang)}</option>)}
    </select>
  );
}

/** radio: one option, all visible. */
export function RadioInput({ id, field, value, onChange, lang, disabled }: InputProps) {
  return (
    <div id={id} role="radiogroup" className="flex flex-wrap gap-x-4 gap-y-2 py-1.5">
      {field.options?.map((o) => (
        <label key={o.code} className="flex items-center gap-2 text-sm text-slate-700">
          <input type="radio" name={id} checked={value === o.code} disabled={disabled} onChange={() => onChange(o.code)} className="size-4 border-slate-300 text-brand-600 focus:ring-brand-600" />
          {optionLabel(o, lang)}
        </label>
      ))}
    </div>
  );
}

/** checkbox and checkboxdropdown: several options as toggling chips; a checkbox without
 * options is a yes/no switch. */
export function MultiOptionInput(props: InputProps) {
  const { id, field, value, onChange, lang, disabled } = props;
  if (!field.options?.length) {
    return (
      <label className="flex items-center gap-2 py-1.5 text-sm text-slate-700">
        <input id={id} type="checkbox" checked={value === true} disabled={disabled} onChange={(e) => onChange(e.target.checked)} className="size-4 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
        {field.label_value}
      </label>
    );
  }
  const chosen = new Set(Array.isArray(value) ? (value as string[]) : []);
  const toggle = (code: string) => {
    const next = new Set(chosen);
    if (next.has(code)) next.delete(code); else next.add(code);
    onChange(next.size ? field.options!.map((o) => o.code).filter((c) => next.has(c)) : undefined);
  };
  return (
    <div id={id} role="group" className="flex flex-wrap gap-1.5 py-1">
      {field.options.map((o) => {
        const on = chosen.has(o.code);
        return (
          <button key={o.code} type="button" aria-pressed={on} disabled={disabled} onClick={() => toggle(o.code)}
            className={`inline-flex items-center gap-1 rounded-full px-2.5 py-1 text-xs font-medium ring-1 ring-inset transition-colors ${on ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50'}`}>
            {on && <Check className="size-3" aria-hidden />}{optionLabel(o, lang)}
          </button>
        );
      })}
    </div>
  );
}

/** rate: 1 to max stars; clicking the current value clears it. */
export function RateInput({ id, field, value, onChange, disabled }: InputProps) {
  const max = typeof field.max === 'number' ? field.max : 5;
  const n = Number(value) || 0;
  return (
    <div id={id} className="flex gap-1 py-1.5" role="radiogroup" aria-label={field.label_value}>
      {Array.from({ length: max }, (_, i) => (
        <button key={i} type="button" role="radio" aria-checked={n === i + 1} aria-label={`${i + 1}`} disabled={disabled} onClick={() => onChange(n === i + 1 ? undefined : i + 1)}>
          <Star className={`size-5 ${i < n ? 'fill-amber-400 text-amber-400' : 'text-slate-300 hover:text-amber-300'}`} aria-hidden />
        </button>
      ))}
    </div>
  );
}

export { inputClass };
