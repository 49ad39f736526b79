import type { DataRecord, FieldMeta } from '../../api/types';
import { useModel } from '../../stores/useModel';
import { collectionOf } from '../input/collectionData';
import { DisplayValue } from './registry';
import { isEmpty, type DisplayProps } from './types';

const LONG_TYPES = ['multiline', 'richtext', 'originaltext'];

/** A collection (sub-forms) on the detail page: one entry per child, its first field as the
 * heading, short fields on one line beneath, long texts below that. */
export function CollectionDisplay({ value, field, lang }: DisplayProps) {
  const { meta: child } = useModel(field.to ?? '');
  const spec = collectionOf(field);
  if (!Array.isArray(value) || !spec || !child) return null;
  const fields = spec.fields.map((n) => child.fields.find((f) => f.name === n)).filter((f): f is FieldMeta => !!f);
  const [head, ...rest] = fields;
  const short = rest.filter((f) => !LONG_TYPES.includes(f.type));
  const long = rest.filter((f) => LONG_TYPES.includes(f.type));
  return (
    <ol className="space-y-3">
      {(value as DataRecord[]).map((r) => (
        <li key={r.id} className="border-l-2 border-brand-200 pl-3">
          {head && <p className="font-medium text-slate-900"><DisplayValue value={r[head.name]} field={head} lang={lang} /></p>}
          {short.some((f) => !isEmpty(r[f.name])) && (
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
              {short.filter((f) => !isEmpty(r[f.name])).map((f) => (
                <span key={f.name}><span className="sr-only">{f.label_value}: </span><DisplayValue value={r[f.name]} field={f} lang={lang} /></span>
              ))}
            </p>
          )}
          {long.filter((f) => !isEmpty(r[f.name])).map((f) => (
            <div key={f.name} className="mt-1 whitespace-pre-line text-sm text-slate-700"><DisplayValue value={r[f.name]} field={f} lang={lang} /></div>
          ))}
        </li>
      ))}
    </ol>
  );
}
