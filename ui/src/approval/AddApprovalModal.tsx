// The page float 'addapproval' (spec 000 §2 "add button 'add approval' opening a large
// modal"): creates or edits a workflow definition. Every required field is checked here
// before saving (spec 000 §5); the server's refusals show under the field they name.
import { Minus, Plus, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { DataRecord } from '../api/types';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';
import { usePageFloat, type FloatData } from '../stores/pageFloat';
import { useFloatCloseGuard } from '../shell/useFloatCloseGuard';
import { inputClass } from '../widgets/input/types';
import { approvalApi } from './approvalApi';
import { addLevel, draftOf, newDraft, removeLastLevel, serverErrors, setLevel, toSave, validateDraft, type DefinitionDraft } from './definition';
import { Field } from './Field';
import { IdPicker } from './IdPicker';
import { LevelEditor } from './LevelEditor';
import { useApprovalModels } from './useApprovalModels';

export default function AddApprovalModal({ data, closing }: { data: FloatData; closing: boolean }) {
  const { i18n } = useTranslation();
  const [record, setRecord] = useState<DataRecord | undefined>(data.record as DataRecord | undefined);
  const push = useToasts((s) => s.push);
  const id = data.id as number | undefined;
  useEffect(() => {
    if (!id || record) return;
    api.record('workflowdefinition', id).then(setRecord, (e) => {
      push('error', e instanceof Error ? e.message : String(e));
      usePageFloat.getState().close(true);
    });
  }, [id]); // eslint-disable-line react-hooks/exhaustive-deps
  if (id && !record) return null;
  const initial = record ? draftOf(record, i18n.language) : newDraft(i18n.language, (data.model as string | undefined) ?? '');
  return <DefinitionForm initial={initial} closing={closing} onSaved={data.onSaved as ((id: number) => void) | undefined} />;
}

function DefinitionForm({ initial, closing, onSaved }: { initial: DefinitionDraft; closing: boolean; onSaved?(id: number): void }) {
  const { t, i18n } = useTranslation();
  const push = useToasts((s) => s.push);
  const { models } = useApprovalModels();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const { confirmClose, requestClose, discard, keep } = useFloatCloseGuard(dirty);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape' && !confirmClose) requestClose(); };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [requestClose, confirmClose]);

  const [tried, setTried] = useState(false);
  // After a refused save the messages follow the edits, so a fixed field loses its message.
  const change = (next: DefinitionDraft) => {
    setDraft(next);
    if (tried) setErrors(validateDraft(next));
  };
  const levels = draft.raw.approvals;
  const msg = (key: string) => {
    const code = errors[key];
    if (!code) return undefined;
    return ['required', 'userRequired', 'teamRequired', 'notifyRequired'].includes(code) ? t(`approval.errors.${code}`) : code;
  };
  const levelErrors = Object.fromEntries(Object.keys(errors).filter((k) => k.startsWith('rawjson.approvals.')).map((k) => [k, msg(k)!]));

  async function save() {
    setTried(true);
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const saved = await approvalApi.saveDefinition(toSave(draft));
      push('success', t('approval.form.saved', { name: draft.name.trim() }));
      onSaved?.(saved || draft.id || 0);
      usePageFloat.getState().close(true);
    } catch (e) {
      const err = e instanceof ApiError ? e : new ApiError('network', String(e));
      const placed = err.kind === 'refused' ? serverErrors(err.body.errors, draft) : {};
      if (!Object.keys(placed).length) placed[''] = err.kind === 'refused' ? err.message : t('common.networkError');
      else if (!placed['']) placed[''] = err.message || t('form.fixErrors');
      setErrors(placed);
    } finally {
      setBusy(false);
    }
  }

  const title = draft.id ? t('approval.edit') : t('approval.add');
  const fail = Object.keys(errors).length > 0;
  return (
    <div className={`fixed inset-0 z-50 flex items-center justify-center p-4 transition-opacity duration-500 ${closing ? 'pointer-events-none opacity-0' : 'opacity-100'}`}>
      <div className="absolute inset-0 bg-slate-900/40" onClick={requestClose} aria-hidden />
      <div role="dialog" aria-modal="true" aria-label={title} className="relative flex max-h-[92vh] w-full max-w-5xl flex-col rounded-xl bg-white shadow-2xl">
        <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 px-6">
          <h2 className="text-base font-semibold text-slate-900">{title}</h2>
          <button type="button" onClick={requestClose} aria-label={t('common.close')} className="rounded-lg p-1.5 text-slate-400 hover:bg-slate-100 hover:text-slate-700"><X className="size-5" aria-hidden /></button>
        </div>
        <form className="min-h-0 flex-1 space-y-6 overflow-y-auto px-6 py-5" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate>
          {fail && <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">{errors[''] ?? t('form.fixErrors')}</p>}
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="approval-name" label={t('approval.form.name')} required error={msg('name')}>
              <input id="approval-name" value={draft.name} onChange={(e) => change({ ...draft, name: e.target.value })} className={inputClass(!!errors.name)} />
            </Field>
            <Field id="approval-model" label={t('approval.form.model')} required error={msg('model')}>
              <select id="approval-model" value={draft.model} onChange={(e) => change({ ...draft, model: e.target.value })} className={inputClass(!!errors.model)}>
                <option value="">{t('form.none')}</option>
                {/* A definition of a model no longer under approval keeps its model shown. */}
                {draft.model && models && !models.some((m) => m.name === draft.model) && <option value={draft.model}>{draft.model}</option>}
                {models?.map((m) => <option key={m.name} value={m.name}>{m.label}</option>)}
              </select>
            </Field>
            <Field id="approval-flowtype" label={t('approval.form.flowType')} required error={msg('rawjson.approvalflowType')}>
              <select id="approval-flowtype" value={draft.raw.approvalflowType} onChange={(e) => change({ ...draft, raw: { ...draft.raw, approvalflowType: e.target.value } })} className={inputClass(!!errors['rawjson.approvalflowType'])}>
                <option value="system">{t('approval.flowTypes.system')}</option>
                <option value="custom">{t('approval.flowTypes.custom')}</option>
              </select>
            </Field>
            <div className="flex flex-wrap items-end gap-6 pb-2">
              <Switch id="approval-active" label={t('approval.form.active')} on={draft.active} onChange={(on) => change({ ...draft, active: on })} />
              <Switch id="approval-notice" label={t('approval.form.noticeAfterPass')} on={draft.raw.approvalflowNoticeAfterPass === '1'}
                onChange={(on) => change({ ...draft, raw: { ...draft.raw, approvalflowNoticeAfterPass: on ? '1' : '0' } })} />
            </div>
            {draft.raw.approvalflowNoticeAfterPass === '1' && (
              <Field id="approval-notify" label={t('approval.form.notifyUsers')} required error={msg('rawjson.notifyUsersAfterPass')} className="sm:col-span-2">
                <IdPicker id="approval-notify" model="user" label={t('approval.form.notifyUsers')} value={draft.raw.notifyUsersAfterPass}
                  onChange={(ids) => change({ ...draft, raw: { ...draft.raw, notifyUsersAfterPass: ids } })} invalid={!!errors['rawjson.notifyUsersAfterPass']} />
              </Field>
            )}
          </div>
          <section aria-label={t('approval.form.levels')} className="space-y-3">
            <h3 className="text-sm font-semibold text-slate-900">{t('approval.form.levels')}</h3>
            <ol className="space-y-3">
              {levels.map((level, i) => (
                <li key={i} aria-label={t('approval.form.level', { n: i + 1 })} className="rounded-lg border border-slate-200 p-4">
                  <p className="mb-3 text-xs font-semibold uppercase tracking-wide text-slate-500">{t('approval.form.level', { n: i + 1 })}</p>
                  <LevelEditor index={i} level={level} errors={levelErrors} onChange={(patch) => change({ ...draft, raw: setLevel(draft.raw, i, patch) })} />
                </li>
              ))}
            </ol>
            <div className="flex flex-wrap items-center gap-2">
              <Button onClick={() => change({ ...draft, raw: addLevel(draft.raw, i18n.language) })}><Plus className="size-4" aria-hidden />{t('approval.form.addLevel')}</Button>
              {/* Levels go from the end only; the first one stays (spec 000 §5). */}
              <Button disabled={levels.length <= 1} title={levels.length <= 1 ? t('approval.form.firstFixed') : undefined}
                onClick={() => change({ ...draft, raw: removeLastLevel(draft.raw) })}><Minus className="size-4" aria-hidden />{t('approval.form.removeLevel')}</Button>
            </div>
          </section>
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </form>
        <div className="flex shrink-0 justify-end gap-2 rounded-b-xl border-t border-slate-200 bg-slate-50 px-6 py-3">
          <Button onClick={requestClose}>{t('form.cancel')}</Button>
          <Button variant="primary" disabled={busy} onClick={() => void save()}>{busy ? t('form.saving') : t('form.save')}</Button>
        </div>
      </div>
      {confirmClose && <ConfirmDialog message={t('form.closeCheck')} confirmLabel={t('form.discard')} danger
        onConfirm={discard} onCancel={keep} />}
    </div>
  );
}

function Switch({ id, label, on, onChange }: { id: string; label: string; on: boolean; onChange(on: boolean): void }) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
      <button id={id} type="button" role="switch" aria-checked={on} onClick={() => onChange(!on)}
        className={`relative inline-flex h-5 w-9 shrink-0 rounded-full transition-colors ${on ? 'bg-brand-600' : 'bg-slate-300'}`}>
        <span className={`absolute top-0.5 size-4 rounded-full bg-white shadow transition-transform ${on ? 'translate-x-4' : 'translate-x-0.5'}`} />
      </button>
      {label}
    </label>
  );
}
