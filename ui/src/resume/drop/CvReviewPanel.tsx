// The add form of a dropped CV, in the page float: the parsed fields pre-filled, each marked
// "from CV" until edited, the file attached on save; when the CV's e-mail or mobile is a
// candidate's already, "Attach to {name}" instead. Several CVs are reviewed one after the
// other ("2 of 5"): Skip, or Save and next.
import { FileText } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints';
import type { ModelMeta } from '../../api/types';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { SlideOver } from '../../components/SlideOver';
import { useToasts } from '../../components/Toasts';
import { RecordForm } from '../../forms/RecordForm';
import { formLayout, toPayload } from '../../forms/schema';
import { recordRefusal, useFormSave } from '../../forms/useFormSave';
import type { FloatProps } from '../../modules/registry';
import { formatRoute, navigate } from '../../router/hash';
import { recordsChanged } from '../../stores/recordsChanged';
import { usePageFloat } from '../../stores/pageFloat';
import { attachTo } from './cvApi';
import { extrasOf, markedFields, marksLeft, prefillOf } from './cvDrop';
import { typedOver, withTyped } from './typedValues';
import { useCvQueue, type CvItem } from './cvQueue';

export default function CvReviewPanel({ closing }: FloatProps) {
  const { t } = useTranslation();
  const { meta, items, index } = useCvQueue();
  const item = items[index];
  if (!meta || !item) return null;
  const title = items.length > 1
    ? t('resumeDrop.reviewOf', { n: index + 1, total: items.length, model: meta.label_value })
    : t('resumeDrop.review', { model: meta.label_value });
  // Keyed by the item, so each CV starts a fresh form.
  return <ReviewForm key={`${index}:${item.file.id}`} title={title} meta={meta} item={item} last={index === items.length - 1} many={items.length > 1} closing={closing} />;
}

function ReviewForm({ title, meta, item, last, many, closing }: { title: string; meta: ModelMeta; item: CvItem; last: boolean; many: boolean; closing: boolean }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const layout = useMemo(() => formLayout(meta), [meta]);
  const shown = useMemo(() => layout.groups.flatMap((g) => g.fields), [layout]);
  const prefill = useMemo(() => prefillOf(item.parsed.data, item.file), [item]);
  const initial = useMemo(() => withTyped(layout, prefill, item.typed), [layout, prefill, item.typed]);
  const [marks, setMarks] = useState(() => markedFields(prefill, shown).filter((k) => !typedOver(layout, item.typed).has(k)));
  const markWords = useMemo(() => Object.fromEntries(marks.map((k) => [k, t('resumeDrop.fromCv')])), [marks, t]);

  /** This CV is done: on to the next, or at the end open what was made. */
  function done(savedId?: number) {
    const queue = useCvQueue.getState();
    queue.next(savedId);
    recordsChanged();
    if (!last) return;
    usePageFloat.getState().close(true);
    const saved = useCvQueue.getState().saved;
    // One CV opens its candidate; a queue leaves the list, which shows them all.
    if (!many && savedId) navigate(formatRoute(meta.name, 'detail', { id: savedId }));
    else if (saved.length) push('success', t('resumeDrop.queueDone', { count: saved.length }));
  }

  const { data = initial, setData, serverErrors, message: saveMessage, busy: saving, formRef, save } = useFormSave(async (formData) => {
    const saved = await api.save(meta.name, { ...toPayload(formData, initial), ...extrasOf(prefill, shown, meta.fields) });
    push('success', t('form.saved'));
    done(saved.id);
  }, (e) => recordRefusal(e, t));

  // Attaching to the known candidate instead runs through a save state of its own.
  const attaching = useFormSave(async () => {
    if (!item.match) return;
    await attachTo(meta.name, item.match.id, item.file);
    push('success', t('resumeDrop.attached', { name: item.match.name }));
    navigate(formatRoute(meta.name, 'detail', { id: item.match.id }));
    done(item.match.id);
  }, (e) => ({ message: e instanceof Error ? e.message : String(e) }));
  const busy = saving || attaching.busy;
  const message = saveMessage || attaching.message;

  const saveLabel = busy ? t('form.saving') : last ? t('form.save') : t('resumeDrop.saveNext');
  return (
    <SlideOver title={title} onRequestClose={() => usePageFloat.getState().close(true)} closing={closing} footer={
      <>
        {many ? <Button onClick={() => done()} disabled={busy}>{t('resumeDrop.skip')}</Button>
          : <Button onClick={() => usePageFloat.getState().close(true)}>{t('form.cancel')}</Button>}
        <Button variant="primary" disabled={busy} onClick={() => formRef.current?.submit()}>{saveLabel}</Button>
      </>}>
      <div className="mb-4 flex items-center gap-2 text-sm text-slate-600">
        <FileText className="size-4 shrink-0 text-brand-600" aria-hidden />
        <span className="truncate" data-testid="cv-file">{item.file.originname}</span>
        {marks.length > 0 && <span className="ml-auto shrink-0 text-xs text-amber-800">{t('resumeDrop.reviewHint', { count: marks.length })}</span>}
      </div>
      {item.match && (
        <div role="status" className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span className="flex-1">{t('resumeDrop.exists', { name: item.match.name })}</span>
          <Button variant="primary" disabled={busy} onClick={() => void attaching.save({})}>{t('resumeDrop.attachTo', { name: item.match.name })}</Button>
        </div>
      )}
      {message && <div className="mb-4"><Alert tone="error">{message}</Alert></div>}
      <RecordForm ref={formRef} layout={layout} data={data} record={{ id: 0, ...prefill }} serverErrors={serverErrors} marks={markWords}
        onChange={(d) => { setData(d); setMarks((m) => marksLeft(m, initial, d)); }} onSubmit={(d) => void save(d)} />
    </SlideOver>
  );
}
