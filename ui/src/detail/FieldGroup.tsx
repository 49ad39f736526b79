import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, DetailGroup, FieldMeta, Lang } from '../api/types';
import { DisplayValue } from '../widgets/display/registry';

/** One base-info group of the detail view, in 1 or 2 columns as its layout says. renderValue
 * may draw a field its own way (a submission's hunter with the hunting channel); undefined
 * leaves it to the field type's display widget. */
export function FieldGroup({ group, fields, record, renderValue }: {
  group: DetailGroup; fields: Map<string, FieldMeta>; record: DataRecord; renderValue?(field: FieldMeta, record: DataRecord): ReactNode | undefined;
}) {
  const { i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const shown = group.fields.map((n) => fields.get(n)).filter((f): f is FieldMeta => !!f);
  if (!shown.length) return null;
  const title = group.label[lang] ?? group.label.en ?? group.name;
  return (
    <section className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 className="border-b border-slate-100 px-5 py-3 text-sm font-semibold text-slate-900">{title}</h2>
      <dl className={`grid gap-x-8 gap-y-4 px-5 py-4 ${group.layout === 2 ? 'sm:grid-cols-2' : ''}`}>
        {shown.map((f) => (
          <div key={f.name} className="min-w-0">
            {/* A group that holds one field named like the group (a work history) says it once. */}
            <dt className={shown.length === 1 && f.label_value === title ? 'sr-only' : 'text-xs font-medium text-slate-500'}>{f.label_value}</dt>
            <dd className="mt-1 break-words text-sm text-slate-900">{renderValue?.(f, record) ?? <DisplayValue value={record[f.name]} field={f} lang={lang} variant="detail" />}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
