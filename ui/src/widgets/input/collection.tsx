import { Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, FieldMeta } from '../../api/types';
import { useModel } from '../../stores/useModel';
import { collectionOf, type CollectionItem } from './collectionData';
import { inputWidgetFor } from './registry';
import type { InputProps, NestedErrors } from './types';

const WIDE_TYPES = ['multiline', 'richtext', 'originaltext'];

/** A reverse relation edited as repeatable sub-forms (spec 000 §2 'Collection panel'): one
 * panel per child record with Add and remove. A required collection starts with one empty
 * panel and refuses to lose its last one. */
export function CollectionInput({ id, field, value, onChange, lang, disabled, record, errors }: InputProps) {
  const { t } = useTranslation();
  const { meta: child } = useModel(field.to ?? '');
  const [refusal, setRefusal] = useState('');
  const spec = collectionOf(field)!;
  const items: CollectionItem[] = Array.isArray(value) ? (value as CollectionItem[]) : [];
  const shown = items.length === 0 && field.required ? [{}] : items;
  const full = shown.length >= spec.max;
  const loaded = Array.isArray(record?.[field.name]) ? (record![field.name] as DataRecord[]) : [];
  const fields = spec.fields.map((n) => child?.fields.find((f) => f.name === n)).filter((f): f is FieldMeta => !!f);

  function update(i: number, name: string, v: unknown) {
    const next = shown.map((it, j) => (j === i ? withValue(it, name, v) : it));
    setRefusal('');
    onChange(next);
  }
  function add() {
    setRefusal('');
    onChange([...shown, {}]);
  }
  function remove(i: number) {
    if (field.required && shown.length === 1) {
      setRefusal(t('form.collection.keepOne'));
      return;
    }
    setRefusal('');
    const next = shown.filter((_, j) => j !== i);
    onChange(next.length ? next : []);
  }

  if (!child) return <div className="h-24 animate-pulse rounded-lg bg-slate-100" aria-hidden />;
  // A record read without its children cannot have them edited: saving would delete them.
  if (record && !Array.isArray(record[field.name])) return <p className="text-sm text-slate-500">{t('form.collection.notLoaded')}</p>;
  return (
    <div id={id} className="space-y-3" role="group" aria-label={field.label_value}>
      {shown.length === 0 && <p className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-500">{t('form.collection.empty')}</p>}
      {shown.map((item, i) => {
        const itemErrors = errors?.[String(i)] as NestedErrors | undefined;
        const original = loaded.find((r) => r.id === item.id);
        return (
          <section key={item.id ?? `new-${i}`} aria-label={t('form.collection.item', { label: field.label_value, n: i + 1 })}
            className="rounded-xl border border-slate-200 bg-slate-50/60 p-4">
            <div className="mb-3 flex items-center justify-between">
              <h4 className="text-xs font-semibold uppercase tracking-wide text-slate-500">{t('form.collection.item', { label: field.label_value, n: i + 1 })}</h4>
              <button type="button" disabled={disabled} onClick={() => remove(i)} aria-label={t('form.collection.remove', { n: i + 1 })}
                className="rounded-md p-1 text-slate-400 hover:bg-red-50 hover:text-red-600 disabled:opacity-40"><Trash2 className="size-4" aria-hidden /></button>
            </div>
            {itemErrors?.__errors?.map((e) => <p key={e} role="alert" className="mb-2 text-xs text-red-600">{e}</p>)}
            <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2">
              {fields.map((f) => {
                const fieldId = `${id}_${i}_${f.name}`;
                const Widget = inputWidgetFor(f);
                const fieldErrors = (itemErrors?.[f.name] as NestedErrors | undefined)?.__errors ?? [];
                return (
                  <div key={f.name} className={WIDE_TYPES.includes(f.type) ? 'sm:col-span-2' : ''}>
                    <label htmlFor={fieldId} className="mb-1 block text-xs font-medium text-slate-600">
                      {f.label_value}{f.required === true && <span className="ml-0.5 text-red-500" aria-hidden>*</span>}
                    </label>
                    <Widget id={fieldId} field={f} value={item[f.name]} lang={lang} record={original} disabled={disabled}
                      invalid={fieldErrors.length > 0} onChange={(v) => update(i, f.name, v)} />
                    {fieldErrors.map((e) => <p key={e} role="alert" className="mt-1 text-xs text-red-600">{e}</p>)}
                  </div>
                );
              })}
            </div>
          </section>
        );
      })}
      {refusal && <p role="alert" className="text-xs text-red-600">{refusal}</p>}
      <button type="button" disabled={disabled || full} onClick={add}
        title={full ? t('form.collection.full', { max: spec.max }) : undefined}
        className="inline-flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-50">
        <Plus className="size-4" aria-hidden />{t('form.collection.add', { label: field.label_value })}
      </button>
    </div>
  );
}

function withValue(item: CollectionItem, name: string, v: unknown): CollectionItem {
  const next = { ...item };
  if (v === undefined || v === null || v === '') delete next[name];
  else next[name] = v;
  return next;
}
