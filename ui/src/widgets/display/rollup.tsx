import { DateTimeDisplay } from './date';
import { NumberDisplay } from './number';
import type { DisplayProps } from './types';

/** rollupfield: computed from related records; a count or sum, or a latest date. */
export function RollupDisplay(props: DisplayProps) {
  if (typeof props.value === 'number') return <NumberDisplay {...props} />;
  if (typeof props.value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(props.value)) return <DateTimeDisplay {...props} />;
  return <span>{String(props.value)}</span>;
}
