import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { DataRecord, ModelMeta } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { SlideOver } from '../components/SlideOver';
import { useToasts } from '../components/Toasts';
import { activeModules } from '../modules/active';
import { collect } from '../modules/registry';
import { useFloatCloseGuard } from '../shell/useFloatCloseGuard';
import { RecordForm } from './RecordForm';
import { formLayout, toFormData, toPayload } from './schema';
import { recordRefusal, useFormSave } from './useFormSave';
import { usePrefill } from './usePrefill';

/** Add (no record) or edit a record in the page float; what was typed survives a refusal.
 * Its close check asks before unsaved changes are thrown away, whoever asked to close. */
export function RecordPanel({ model, meta, record, prefill, onSaved, closing = false }: {
  model: string; meta: ModelMeta; record?: DataRecord; onSaved(id: number): void; closing?: boolean;
  /** Add only: values to start from over the defaults (a to-do about the record it was added
   * from); links may be {id, __name__} so their pickers show the name. */
  prefill?: Record<string, unknown>;
}) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const layout = useMemo(() => formLayout(meta), [meta]);
  const initial = useMemo(() => {
    const base = toFormData(layout, record);
    if (record || !prefill) return base;
    const given = toFormData(layout, { id: 0, ...prefill });
    for (const k of Object.keys(prefill)) if (k in given) base[k] = given[k];
    return base;
  }, [layout, record, prefill]);
  const { data = initial, setData, serverErrors, message, busy, formRef, save } = useFormSave(async (formData) => {
    const saved = await api.save(model, toPayload(formData, initial, record));
    push('success', t('form.saved'));
    onSaved(saved.id || record!.id);
  }, (e) => recordRefusal(e, t));
  // A new record's fields with a prefill follow what they are worked out from (a job's fee
  // rate from its client), live, until the user types their own value.
  const { follow, links } = usePrefill(record ? [] : meta.fields, record ? {} : data);
  useEffect(() => { if (!record) setData((d) => follow(d ?? initial)); }, [links]); // eslint-disable-line react-hooks/exhaustive-deps
  const dirty = JSON.stringify(data) !== JSON.stringify(initial);
  const { confirmClose, requestClose, discard, keep } = useFloatCloseGuard(dirty);

  const title = record ? t('form.editTitle', { name: record.__name__ ?? record.id }) : t('form.addTitle', { model: meta.label_value });
  return (
    <SlideOver title={title} onRequestClose={requestClose} closing={closing} footer={
      <>
        <Button onClick={requestClose}>{t('form.cancel')}</Button>
        <Button variant="primary" disabled={busy} onClick={() => formRef.current?.submit()}>{busy ? t('form.saving') : t('form.save')}</Button>
      </>}>
      {message && <div className="mb-4"><Alert tone="error">{message}</Alert></div>}
      {collect(activeModules(), 'formScopes').reduceRight((inner, { key, Scope }) => (
        <Scope key={key} meta={meta} edit={!!record} values={data}>{inner}</Scope>
      ), <RecordForm ref={formRef} layout={layout} data={data} record={record ?? (prefill && { id: 0, ...prefill })} serverErrors={serverErrors}
        onChange={(d) => { setData(record ? d : follow(d)); }} onSubmit={save} />)}
      {confirmClose && <ConfirmDialog danger message={t('form.closeCheck')} confirmLabel={t('form.discard')} onConfirm={discard} onCancel={keep} />}
    </SlideOver>
  );
}
