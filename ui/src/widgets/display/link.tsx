import { formatRoute } from '../../router/hash';
import { idOf, nameOf, type DisplayProps } from './types';

/** foreignkey: the linked record's name, linking to its detail page; a multiple link
 * (assignees, approvers, credited consultants) each of its records, comma-separated. */
export function ForeignKeyDisplay(props: DisplayProps) {
  const { value } = props;
  if (Array.isArray(value)) {
    return (
      <span>
        {value.map((v, i) => (
          <span key={idOf(v) ?? i}>{i > 0 && ', '}<OneLink {...props} value={v} /></span>
        ))}
      </span>
    );
  }
  return <OneLink {...props} />;
}

function OneLink({ value, field, lang }: DisplayProps) {
  const id = idOf(value);
  const name = nameOf(value, lang);
  if (!field.to || id === undefined) return <span>{name}</span>;
  return (
    <a href={formatRoute(field.to, 'detail', { id })} onClick={(e) => e.stopPropagation()}
      className="whitespace-nowrap text-brand-700 hover:text-brand-600 hover:underline">{name}</a>
  );
}

/** comtree (tree options such as city or industry): one or several node names. */
export function TreeDisplay({ value, lang }: DisplayProps) {
  const nodes = Array.isArray(value) ? value : [value];
  return <span>{nodes.map((n) => nameOf(n, lang)).join(', ')}</span>;
}

/** reverse_foreignkey: the related records' names, or their count. */
export function ReverseDisplay({ value, lang }: DisplayProps) {
  if (typeof value === 'number') return <span className="tabular-nums">{value}</span>;
  const rows = Array.isArray(value) ? value : [value];
  return <span>{rows.map((r) => nameOf(r, lang)).join(', ')}</span>;
}
