import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { DataRecord } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { FullPageSpinner } from '../components/Spinner';
import { RecordForm } from '../forms/RecordForm';
import { formDemandKeys, formLayout, toFormData, toPayload } from '../forms/schema';
import { serverErrorSchema } from '../forms/serverErrors';
import { useFormSave } from '../forms/useFormSave';
import { FlowModal } from '../pipeline/FlowModal';
import { useModel } from '../stores/useModel';
import { flowApi } from './flowApi';
import { limitContacts } from './flowRules';

/**
 * A stage record's edit form in the full-size 'jobsubmission-flow' modal: edit invoice (the
 * latest invoice) and edit flow (the current stage's latest record). With `contactsOf` the
 * job's client contacts are loaded first (GET /rest/{model}/get_contact) and the form's
 * contact pickers offer only them.
 */
export function FlowEditModal({ model, id, title, contactsOf, hide = [], onClose, onSaved }: {
  model: string; id: number; title: string; contactsOf?: { model: string; id: number }; onClose(): void; onSaved(): void;
  /** Fields the form leaves out: the stage record's link back to the submission and the links
   * the engine copies from it, which the flow page must not change. */
  hide?: string[];
}) {
  const { t } = useTranslation();
  const { meta, error: metaError } = useModel(model);
  const [record, setRecord] = useState<DataRecord>();
  const [contacts, setContacts] = useState<{ model: string; ids?: number[] }>();
  const [loadError, setLoadError] = useState<unknown>();
  useEffect(() => {
    if (!meta) return;
    // Collections come with the record: saved without its loaded children they would be lost.
    api.record(model, id, formDemandKeys(meta)).then(setRecord, setLoadError);
  }, [model, id, meta]);
  useEffect(() => {
    if (!contactsOf) { setContacts({ model: '' }); return; }
    // Without the contacts the pickers search every contact, as elsewhere: better than none.
    flowApi.contacts(contactsOf.model, [contactsOf.id]).then((r) => setContacts({ model: r.model, ids: r.list.map((c) => c.id) }), () => setContacts({ model: '' }));
  }, [contactsOf?.model, contactsOf?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const layout = useMemo(() => meta && contacts && formLayout({ ...meta, fields: limitContacts(meta.fields.filter((f) => !hide.includes(f.name)), contacts.model, contacts.ids) }),
    [meta, contacts, hide.join(',')]); // eslint-disable-line react-hooks/exhaustive-deps
  const initial = useMemo(() => (layout && record ? toFormData(layout, record) : undefined), [layout, record]);
  const { data, setData, serverErrors, message, busy, formRef, save } = useFormSave(async (formData) => {
    if (!initial || !record) return;
    await api.save(model, toPayload(formData, initial, record));
    onSaved();
  }, (e) => {
    const err = e instanceof ApiError ? e : new ApiError('network', String(e));
    const perField = err.kind === 'refused' ? serverErrorSchema(err) : undefined;
    return { fields: perField, message: err.kind === 'refused' ? (perField ? `${t('form.fixErrors')} ${err.message}` : err.message) : t('common.networkError') };
  });

  const failed = metaError ?? loadError;
  return (
    <FlowModal title={title} footer={<>
      <Button onClick={onClose}>{t('form.cancel')}</Button>
      <Button variant="primary" disabled={busy || !initial} onClick={() => formRef.current?.submit()}>{busy ? t('form.saving') : t('form.save')}</Button>
    </>}>
      {(message || failed !== undefined) && <div className="mb-4"><Alert tone="error">{message || (failed instanceof Error ? failed.message : String(failed))}</Alert></div>}
      {failed === undefined && (!layout || !initial || !record ? <FullPageSpinner /> : (
        <RecordForm ref={formRef} layout={layout} data={data ?? initial} record={record} serverErrors={serverErrors}
          onChange={setData} onSubmit={(d) => void save(d)} />
      ))}
    </FlowModal>
  );
}
