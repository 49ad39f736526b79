import { formatDate, formatDateTime } from '../../i18n/format';
import type { DisplayProps } from './types';

export function DateDisplay({ value, lang }: DisplayProps) {
  return <span className="whitespace-nowrap tabular-nums">{formatDate(String(value), lang)}</span>;
}

export function DateTimeDisplay({ value, lang }: DisplayProps) {
  return <span className="whitespace-nowrap tabular-nums">{formatDateTime(String(value), lang)}</span>;
}
