import { useModel } from '../../stores/useModel';
import type { DisplayProps } from './types';

/** A char field of format "model" (an approval's record type): the model's label in the
 * user's language, as its own metadata names it; the code itself only while that loads or
 * where the user may not read the model. */
export function ModelNameDisplay({ value }: DisplayProps) {
  const code = String(value);
  const { meta } = useModel(code);
  return <span>{meta?.label_value || code}</span>;
}
