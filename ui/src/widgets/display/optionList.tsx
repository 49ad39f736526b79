import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';
import { findOption, optionLabel } from './options';
import type { DisplayProps } from './types';

/** checkbox, checkboxdropdown: a list of option codes; a checkbox without options is a yes/no. */
export function OptionListDisplay({ value, field, lang }: DisplayProps) {
  const { t } = useTranslation();
  if (typeof value === 'boolean') {
    return value
      ? <Check className="size-4 text-emerald-600" aria-label={t('common.yes')} />
      : <X className="size-4 text-slate-300" aria-label={t('common.no')} />;
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
