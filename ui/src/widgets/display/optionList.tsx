import { Check, X } from 'lucide-react';
import { Badge } from './Badge';
import { findOption, optionLabel } from './options';
import type { DisplayProps } from './types';

/** checkbox, checkboxdropdown: a list of option codes; a checkbox without options is a yes/no. */
export function OptionListDisplay({ value, field, lang }: DisplayProps) {
  if (typeof value === 'boolean') {
    return value
      ? <Check className="size-4 text-emerald-600" aria-label="yes" />
      : <X className="size-4 text-slate-300" aria-label="no" />;
  }
  const codes = Array.isArray(value) ? value : [value];
  return (
    <span className="flex flex-wrap gap-1">
      {codes.map((code) => {
        const o = findOption(field, code);
        return <Badge key={String(code)} color={o?.color}>{o ? optionLabel(o, lang) : String(code)}</Badge>;
      })}
    </span>
  );
}
