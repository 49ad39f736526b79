import { Badge } from './Badge';
import { findOption, optionLabel } from './options';
import type { DisplayProps } from './types';

/** dropdown, radio: one option code shown as its label. */
export function OptionDisplay({ value, field, lang }: DisplayProps) {
  const option = findOption(field, value);
  if (!option) return <span>{String(value)}</span>;
  return <Badge color={option.color}>{optionLabel(option, lang)}</Badge>;
}
