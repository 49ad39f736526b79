import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { isApiError } from '../api/errors';
import type { StudioField, Trilingual } from '../api/studioTypes';
import type { FieldMeta } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import {
  CUSTOM_TYPES, RESULT_TYPES, ROLLUP_FUNCTIONS, changeType, draftOf, inputKeyOf, inputKeys, isChoice, newDraft, readRefusal, toUpdate, validateDraft,
  type FieldDraft,
} from './fieldForm';
import type { ModelChoice } from './navModels';
import { OptionRowsEditor } from './OptionRowsEditor';
import { settingsHash } from '../settings/SettingsScreen';
import { inEveryLanguage } from './trilingual';

const FLAGS = ['required', 'indexed', 'facet_able', 'searchable', 'hidden'] as const;
const LABELS = [['en', 'labelEn'], ['zh_CN', 'labelZhCN'], ['zh_TW', 'labelZhTW']] as const;
const inputClass = (error?: string) =>
  `mt-1 block w-full rounded-md border px-2 py-2 text-sm shadow-sm focus:outline-none focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500 ${error ? 'border-red-400 focus:ring-red-200' : 'border-slate-300 focus:border-brand-500 focus:ring-brand-200'}`;

/** Add or edit a field (spec 000 §2): its name (on create), labels, type and the type's own
 * settings. A server refusal naming a key shows at that input; a type change the server wants
 * confirmed is asked with its question and posted again. */
export function FieldDialog({ model, field, fields, models, onSaved, onCancel }: {
  model: string; field?: StudioField; fields: StudioField[]; models: ModelChoice[]; onSaved(saved: StudioField | undefined): void; onCancel(): void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => { ref.current?.showModal(); }, []);
  const [original] = useState<FieldDraft>(() => (field ? draftOf(field) : newDraft()));
  const [draft, setDraft] = useState<FieldDraft>(original);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [confirm, setConfirm] = useState<string>();
  const [busy, setBusy] = useState(false);
  const title = field ? t('studio.field.editTitle', { name: field.label_value || field.name }) : t('studio.field.addTitle');

  const patch = (p: Partial<FieldDraft>, keys: string[] = Object.keys(p)) => {
    setDraft((d) => ({ ...d, ...p }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !keys.some((x) => k === x || k.startsWith(`${x}.`)))));
  };
  const err = (key: string) => {
    const e = errors[key];
    return e && e.startsWith('studio.') ? t(e) : e;
  };

  async function submit(confirmTypeChange = false) {
    setConfirm(undefined);
    setMessage(undefined);
    const found = validateDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      setMessage(t('form.fixErrors'));
      return;
    }
    setBusy(true);
    try {
      onSaved(await api.saveField(model, toUpdate(draft, original, confirmTypeChange)));
    } catch (e) {
      setBusy(false);
      if (!isApiError(e)) {
        setMessage(String(e));
        return;
      }
      const refusal = readRefusal(e.status, e.body, e.message);
      if (refusal.confirm) {
        setConfirm(refusal.confirm);
        return;
      }
      // Each problem at the input its key names; what names no input shows above the form.
      const inputs = inputKeys(draft);
      const placed: Record<string, string> = {};
      const elsewhere: string[] = [];
      for (const [k, msg] of Object.entries(refusal.fields)) {
        const key = inputKeyOf(k, inputs);
        if (key) placed[key] ??= msg;
        else elsewhere.push(msg);
      }
      setErrors(placed);
      const first = Object.keys(placed)[0];
      setMessage(elsewhere[0] ?? (first ? t('form.fixErrors') : e.message || t('studio.layout.changeFieldFail')));
      if (first) document.getElementById(`field-${first}`)?.focus();
    }
  }

  const relations = fields.filter((f) => f.name.endsWith('_set'));
  return (
    <dialog ref={ref} onCancel={(e) => { e.preventDefault(); if (!busy) onCancel(); }} aria-label={title}
      className="m-auto w-full max-w-3xl rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <form noValidate onSubmit={(e) => { e.preventDefault(); if (!busy) void submit(); }} className="flex max-h-[90vh] flex-col">
        <h2 className="border-b border-slate-200 px-6 py-4 text-base font-semibold text-slate-900">{title}</h2>
        <div className="min-h-0 flex-1 space-y-4 overflow-auto px-6 py-4">
          {message && <Alert tone="error">{message}</Alert>}
          <div className="grid gap-4 sm:grid-cols-2">
            {draft.isNew && (
              <Labeled id="name" label={t('studio.field.name')} error={err('name')} hint={t('studio.field.nameHint')}>
                <input id="field-name" value={draft.name} onChange={(e) => patch({ name: e.target.value })} autoFocus spellCheck={false}
                  aria-invalid={!!err('name')} aria-describedby="field-name-hint field-name-error" className={`${inputClass(err('name'))} font-mono`} />
              </Labeled>
            )}
            <Labeled id="type" label={t('studio.field.type')} error={err('type')}>
              <select id="field-type" value={draft.type} aria-invalid={!!err('type')} aria-describedby="field-type-error"
                disabled={!draft.isNew && !draft.custom} className={inputClass(err('type'))}
                onChange={(e) => { const next = changeType(draft, e.target.value, inEveryLanguage(t, 'studio.field.optionWord')); patch(next, ['type', 'options']); }}>
                {!(CUSTOM_TYPES as readonly string[]).includes(draft.type) && <option value={draft.type}>{draft.type}</option>}
                {CUSTOM_TYPES.map((ty) => <option key={ty} value={ty}>{t(`studio.field.types.${ty}`)}</option>)}
              </select>
            </Labeled>
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {LABELS.map(([lang, key]) => (
              <Labeled key={lang} id={`label.${lang}`} label={t(`studio.field.${key}`)} error={err(`label.${lang}`)}>
                <input id={`field-label.${lang}`} value={draft.label[lang]} aria-invalid={!!err(`label.${lang}`)} aria-describedby={`field-label.${lang}-error`}
                  onChange={(e) => patch({ label: { ...draft.label, [lang]: e.target.value } as Trilingual }, [`label.${lang}`])} className={inputClass(err(`label.${lang}`))} />
              </Labeled>
            ))}
          </div>
          <fieldset>
            <legend className="text-sm font-medium text-slate-700">{t('studio.field.flags')}</legend>
            <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
              {FLAGS.map((f) => (
                <label key={f} className="flex items-center gap-2 text-sm text-slate-700">
                  <input type="checkbox" checked={draft[f]} onChange={(e) => patch({ [f]: e.target.checked })} className="size-4 rounded border-slate-300 accent-brand-600" />
                  {t(`studio.field.${f}`)}
                </label>
              ))}
            </div>
            {FLAGS.some((f) => err(f)) && <p role="alert" className="mt-1 text-xs text-red-600">{FLAGS.map((f) => err(f)).filter(Boolean).join(' ')}</p>}
          </fieldset>
          <TypeSettings draft={draft} err={err} patch={patch} errors={errors} models={models} relations={relations}
            optionKey={typeof field?.option_key === 'string' ? field.option_key : undefined} />
        </div>
        <div className="flex justify-end gap-2 border-t border-slate-200 bg-slate-50 px-6 py-3">
          <Button onClick={onCancel} disabled={busy}>{t('common.cancel')}</Button>
          <Button type="submit" variant="primary" disabled={busy}>{busy ? t('form.saving') : t('form.save')}</Button>
        </div>
      </form>
      {confirm && (
        <ConfirmDialog message={confirm} confirmLabel={t('studio.field.changeType')} danger onConfirm={() => void submit(true)} onCancel={() => setConfirm(undefined)} />
      )}
    </dialog>
  );
}

/** The settings only some types have: options, rating maximum, link target, roll-up, formula. */
function TypeSettings({ draft, err, patch, errors, models, relations, optionKey }: {
  draft: FieldDraft; err(key: string): string | undefined; patch(p: Partial<FieldDraft>, keys?: string[]): void; errors: Record<string, string>;
  models: ModelChoice[]; relations: StudioField[]; optionKey?: string;
}) {
  const { t } = useTranslation();
  if (isChoice(draft.type) && isChoice(draft.storedType) && optionKey) return <StoredOptions draft={draft} optionKey={optionKey} />;
  if (isChoice(draft.type)) return <OptionRowsEditor options={draft.options} errors={errors} onChange={(options) => patch({ options })} />;
  if (draft.type === 'rate') {
    return (
      <Labeled id="max" label={t('studio.field.max')} error={err('max')}>
        <input id="field-max" type="number" min={1} max={10} value={draft.max} onChange={(e) => patch({ max: e.target.value })}
          aria-invalid={!!err('max')} aria-describedby="field-max-error" className={`${inputClass(err('max'))} w-32`} />
      </Labeled>
    );
  }
  if (draft.type === 'foreignkey') {
    return (
      <Labeled id="to" label={t('studio.field.to')} error={err('to')}>
        <select id="field-to" value={draft.to} onChange={(e) => patch({ to: e.target.value })} aria-invalid={!!err('to')} aria-describedby="field-to-error" className={inputClass(err('to'))}>
          <option value="">{t('studio.field.pick')}</option>
          {draft.to && !models.some((m) => m.model === draft.to) && <option value={draft.to}>{draft.to}</option>}
          {models.map((m) => <option key={m.model} value={m.model}>{m.label} ({m.model})</option>)}
        </select>
      </Labeled>
    );
  }
  if (draft.type === 'rollupfield') return <RollupSettings draft={draft} err={err} patch={patch} relations={relations} />;
  if (draft.type === 'expressions') {
    return (
      <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
        <Labeled id="expression" label={t('studio.field.expression')} error={err('expression')} hint={t('studio.field.expressionHint')}>
          <textarea id="field-expression" rows={4} value={draft.expression} onChange={(e) => patch({ expression: e.target.value })} spellCheck={false}
            aria-invalid={!!err('expression')} aria-describedby="field-expression-hint field-expression-error" className={`${inputClass(err('expression'))} font-mono`} />
        </Labeled>
        <Labeled id="result_type" label={t('studio.field.resultType')} error={err('result_type')}>
          <select id="field-result_type" value={draft.result_type} onChange={(e) => patch({ result_type: e.target.value })}
            aria-invalid={!!err('result_type')} aria-describedby="field-result_type-error" className={inputClass(err('result_type'))}>
            {RESULT_TYPES.map((r) => <option key={r} value={r}>{t(`studio.field.resultTypes.${r}`)}</option>)}
          </select>
        </Labeled>
      </div>
    );
  }
  return null;
}

/** A stored choice field's options, read only: once a field exists its options are edited in
 * Settings → Option Lists (reorder, merge on removal), which the link opens. */
function StoredOptions({ draft, optionKey }: { draft: FieldDraft; optionKey: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as keyof Trilingual;
  return (
    <div>
      <p className="text-sm font-medium text-slate-700">{t('studio.field.options')}</p>
      <ul className="mt-1 flex flex-wrap gap-1.5" aria-label={t('studio.field.options')}>
        {draft.options.map((o) => (
          <li key={o.id} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
            {o.color && <span aria-hidden className="mr-1 inline-block size-2 rounded-full" style={{ background: o.color }} />}{o.value[lang] || o.value.en} <span className="font-mono text-slate-400">{o.code}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-xs text-slate-500">
        {t('studio.field.optionsElsewhere')}{' '}
        <a href={settingsHash('options', { list: optionKey })} className="font-medium text-brand-700 hover:underline">{t('studio.field.openOptionList')}</a>
      </p>
    </div>
  );
}

/** A roll-up: a reverse relation (a *_set field), a function, and for sum/min/max the related
 * model's field, offered from that model's metadata. */
function RollupSettings({ draft, err, patch, relations }: {
  draft: FieldDraft; err(key: string): string | undefined; patch(p: Partial<FieldDraft>, keys?: string[]): void; relations: StudioField[];
}) {
  const { t } = useTranslation();
  const relation = relations.find((r) => r.name === draft.rollup.relation);
  const [related, setRelated] = useState<FieldMeta[]>();
  useEffect(() => {
    setRelated(undefined);
    if (!relation?.to) return;
    let live = true;
    api.modelMeta(relation.to).then((m) => live && setRelated(m.fields)).catch(() => undefined);
    return () => { live = false; };
  }, [relation?.to]);
  const setRollup = (p: Partial<FieldDraft['rollup']>, key: string) => patch({ rollup: { ...draft.rollup, ...p } }, [key]);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Labeled id="rollup.relation" label={t('studio.field.relation')} error={err('rollup.relation')}>
        <select id="field-rollup.relation" value={draft.rollup.relation} onChange={(e) => setRollup({ relation: e.target.value, field: '' }, 'rollup.relation')}
          aria-invalid={!!err('rollup.relation')} aria-describedby="field-rollup.relation-error" className={inputClass(err('rollup.relation'))}>
          <option value="">{t('studio.field.pick')}</option>
          {relations.map((r) => <option key={r.name} value={r.name}>{r.label_value || r.name}</option>)}
        </select>
      </Labeled>
      <Labeled id="rollup.function" label={t('studio.field.function')} error={err('rollup.function')}>
        <select id="field-rollup.function" value={draft.rollup.function} onChange={(e) => setRollup({ function: e.target.value as FieldDraft['rollup']['function'] }, 'rollup.function')}
          aria-describedby="field-rollup.function-error" className={inputClass(err('rollup.function'))}>
          {ROLLUP_FUNCTIONS.map((f) => <option key={f} value={f}>{t(`studio.field.functions.${f}`)}</option>)}
        </select>
      </Labeled>
      {draft.rollup.function !== 'count' && (
        <Labeled id="rollup.field" label={t('studio.field.rollupField')} error={err('rollup.field')}>
          {related ? (
            <select id="field-rollup.field" value={draft.rollup.field ?? ''} onChange={(e) => setRollup({ field: e.target.value }, 'rollup.field')}
              aria-invalid={!!err('rollup.field')} aria-describedby="field-rollup.field-error" className={inputClass(err('rollup.field'))}>
              <option value="">{t('studio.field.pick')}</option>
              {related.filter((f) => ['integer', 'double', 'number', 'money', 'date', 'datetime'].includes(f.type)).map((f) => <option key={f.name} value={f.name}>{f.label_value} ({f.name})</option>)}
            </select>
          ) : (
            <input id="field-rollup.field" value={draft.rollup.field ?? ''} onChange={(e) => setRollup({ field: e.target.value }, 'rollup.field')} spellCheck={false}
              aria-invalid={!!err('rollup.field')} aria-describedby="field-rollup.field-error" className={`${inputClass(err('rollup.field'))} font-mono`} />
          )}
        </Labeled>
      )}
    </div>
  );
}

/** A label above its input, an optional hint, and the error for that input (ours or the server's). */
function Labeled({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={`field-${id}`} className="block text-sm font-medium text-slate-700">{label}</label>
      {children}
      {hint && <p id={`field-${id}-hint`} className="mt-1 text-xs text-slate-500">{hint}</p>}
      {error && <p id={`field-${id}-error`} role="alert" className="mt-1 text-xs text-red-600">{error}</p>}
    </div>
  );
}
