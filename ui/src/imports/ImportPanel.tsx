import { AlertTriangle, CheckCircle2, FileSpreadsheet, RefreshCw, Upload } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { isApiError } from '../api/errors';
import type { ImportPreview, ImportRefusal } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { SlideOver } from '../components/SlideOver';
import { Spinner } from '../components/Spinner';
import { usePageFloat, type FloatData } from '../stores/pageFloat';
import { useModel } from '../stores/useModel';
import { acceptedFile, chooseField, columnLetter, initialMapping, mappingPayload, missingIdentity, missingRequired, samples, SKIP } from './mapping';

type Step = 'choose' | 'map' | 'done';

/** The page float excel:{model} (spec 000 §2 "excel (import excel)"): choose a .xlsx or .csv
 * file, say which field each column fills (the server suggests a mapping from the headers),
 * import. Every row is created or none; a refusal lists the bad rows in place, so the user can
 * fix the mapping or choose a corrected file. */
export default function ImportPanel({ model, data, closing }: { model: string; data: FloatData; closing: boolean }) {
  const { t } = useTranslation();
  const { meta } = useModel(model);
  const [step, setStep] = useState<Step>('choose');
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<ImportPreview>();
  const [mapping, setMapping] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [refusal, setRefusal] = useState<ImportRefusal>();
  const [count, setCount] = useState(0);
  const close = () => { usePageFloat.getState().close(); };
  const title = meta ? t('import.title', { model: meta.label_value }) : t('import.titlePlain');

  async function pick(f: File | undefined) {
    if (!f || busy) return;
    setError('');
    setRefusal(undefined);
    if (!acceptedFile(f.name)) {
      setError(t('import.wrongType'));
      return;
    }
    setBusy(true);
    try {
      const p = await api.importPreview(model, f);
      setFile(f);
      setPreview(p);
      setMapping(initialMapping(p));
      setStep('map');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (!file || busy) return;
    setBusy(true);
    setError('');
    setRefusal(undefined);
    try {
      const answer = await api.importRecords(model, file, mappingPayload(mapping));
      setCount(answer.count);
      setStep('done');
      (data.onImported as (() => void) | undefined)?.();
    } catch (e) {
      const refused = isApiError(e) ? (e.body.data as ImportRefusal | undefined) : undefined;
      if (refused && Array.isArray(refused.errors)) setRefusal(refused);
      else setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  function again() {
    setStep('choose');
    setFile(undefined);
    setPreview(undefined);
    setRefusal(undefined);
    setError('');
  }

  const mapped = mapping.filter((f) => f !== SKIP).length;
  const unidentified = preview ? missingIdentity(preview, mapping).length > 0 : false;
  const footer = step === 'map'
    ? <>
        <Button onClick={close}>{t('form.cancel')}</Button>
        <Button variant="primary" onClick={run} disabled={busy || mapped === 0 || unidentified}>
          {busy ? <Spinner className="size-4 text-white" /> : <Upload className="size-4" aria-hidden />}
          {busy ? t('import.importing') : t('import.run', { count: preview?.count ?? 0 })}
        </Button>
      </>
    : step === 'done'
      ? <>
          <Button onClick={again}>{t('import.another')}</Button>
          <Button variant="primary" onClick={close}>{t('common.close')}</Button>
        </>
      : <Button onClick={close}>{t('form.cancel')}</Button>;

  return (
    <SlideOver title={title} onRequestClose={close} closing={closing} footer={footer} size="wide">
      {step === 'choose' && <ChooseFile busy={busy} error={error} onPick={pick} />}
      {step === 'map' && preview && file && (
        <MapColumns preview={preview} file={file} mapping={mapping} busy={busy} error={error} refusal={refusal}
          onChange={(col, field) => { setMapping((m) => chooseField(m, col, field)); }}
          onOtherFile={(f) => { void pick(f); }} />
      )}
      {step === 'done' && (
        <div className="flex flex-col items-center py-16 text-center" role="status">
          <div className="flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-600"><CheckCircle2 className="size-8" aria-hidden /></div>
          <p className="mt-4 text-lg font-semibold text-slate-900">{t('import.done', { count })}</p>
          <p className="mt-1 text-sm text-slate-500">{t('import.doneHint')}</p>
        </div>
      )}
    </SlideOver>
  );
}

/** The first step: a drop zone that is also a keyboard-reachable file input. */
function ChooseFile({ busy, error, onPick }: { busy: boolean; error: string; onPick(f: File | undefined): void }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const id = useId();
  function drop(e: DragEvent) {
    e.preventDefault();
    setOver(false);
    onPick(e.dataTransfer.files[0]);
  }
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t('import.intro')}</p>
      <label htmlFor={id} onDragOver={(e) => { e.preventDefault(); setOver(true); }} onDragLeave={() => setOver(false)} onDrop={drop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed px-6 py-14 text-center transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 ${over ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:border-brand-400 hover:bg-white'}`}
        aria-busy={busy}>
        {busy ? <Spinner className="size-9" /> : <FileSpreadsheet className="size-10 text-brand-600" aria-hidden />}
        <span className="mt-3 text-sm font-medium text-slate-900">{busy ? t('import.reading') : t('import.drop')}</span>
        <span className="mt-1 text-xs text-slate-500">{t('import.limits')}</span>
        <input id={id} type="file" accept=".xlsx,.csv" className="sr-only" disabled={busy} aria-label={t('import.chooseFile')}
          onChange={(e) => { onPick(e.target.files?.[0]); e.target.value = ''; }} />
      </label>
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
}

/** The second step: one row per column of the file with its header, samples and field. */
function MapColumns({ preview, file, mapping, busy, error, refusal, onChange, onOtherFile }: {
  preview: ImportPreview; file: File; mapping: string[]; busy: boolean; error: string; refusal?: ImportRefusal;
  onChange(col: number, field: string): void; onOtherFile(f: File | undefined): void;
}) {
  const { t } = useTranslation();
  const other = useRef<HTMLInputElement>(null);
  const identity = missingIdentity(preview, mapping);
  const inGroups = new Set((preview.identity ?? []).flat());
  const missing = missingRequired(preview.fields, mapping).filter((f) => !inGroups.has(f.name));
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-emerald-50 text-emerald-600"><FileSpreadsheet className="size-5" aria-hidden /></div>
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-medium text-slate-900" title={file.name}>{file.name}</p>
          <p className="text-xs text-slate-500">{t('import.rows', { count: preview.count })}</p>
        </div>
        <Button variant="ghost" className="shrink-0 py-1.5" onClick={() => other.current?.click()} disabled={busy}>
          <RefreshCw className="size-4" aria-hidden />{t('import.otherFile')}
        </Button>
        <input ref={other} type="file" accept=".xlsx,.csv" className="hidden" tabIndex={-1}
          onChange={(e) => { onOtherFile(e.target.files?.[0]); e.target.value = ''; }} />
      </div>
      {refusal && (
        <div role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-700 ring-1 ring-red-200">
          <p className="font-medium">{refusal.summary}</p>
          <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto pr-2" aria-label={t('import.problems')}>
            {refusal.errors.map((p, i) => <li key={i} className="tabular-nums">{p.text}</li>)}
          </ul>
          {refusal.rows > refusal.errors.length && <p className="mt-2 text-xs">{t('import.moreProblems', { count: refusal.rows })}</p>}
          <p className="mt-2 text-xs text-red-600">{t('import.fixHint')}</p>
        </div>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {identity.length > 0 && (
        <div role="alert" data-testid="import-identity" className="flex gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm text-red-700 ring-1 ring-red-200">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>{t('import.identityMissing', { fields: identity.map((g) => g.map((f) => f.label).join(t('import.orSep'))).join(t('import.listSep')) })}</div>
        </div>
      )}
      {preview.remembered && <p className="text-xs text-slate-500" data-testid="import-remembered">{t('import.remembered')}</p>}
      {missing.length > 0 && (
        <div role="status" className="flex gap-2 rounded-lg bg-amber-50 px-3 py-2.5 text-sm text-amber-800 ring-1 ring-amber-200">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
          <div>{t('import.requiredMissing', { fields: missing.map((f) => f.label).join(t('import.listSep')) })}</div>
        </div>
      )}
      <p className="text-sm text-slate-600">{t('import.mapHint')}</p>
      <div className="overflow-hidden rounded-xl ring-1 ring-slate-200">
        <table className="w-full table-fixed text-left text-sm">
          <caption className="sr-only">{t('import.mapping')}</caption>
          <thead className="bg-slate-50 text-xs font-medium uppercase tracking-wide text-slate-500">
            <tr>
              <th scope="col" className="w-1/4 px-4 py-2.5">{t('import.column')}</th>
              <th scope="col" className="w-5/12 px-4 py-2.5">{t('import.samples')}</th>
              <th scope="col" className="px-4 py-2.5">{t('import.field')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 bg-white">
            {preview.header.map((h, col) => {
              const name = h || t('import.columnN', { letter: columnLetter(col) });
              const values = samples(preview, col);
              const chosen = mapping[col] ?? SKIP;
              return (
                <tr key={col} className={chosen === SKIP ? 'bg-slate-50/50' : ''}>
                  <th scope="row" className="px-4 py-2.5 align-top font-medium text-slate-900">
                    <span className="mr-1.5 inline-flex min-w-5 justify-center rounded bg-slate-100 px-1 text-xs font-normal text-slate-500">{columnLetter(col)}</span>
                    <span className="break-words">{name}</span>
                  </th>
                  <td className="px-4 py-2.5 align-top text-slate-600">
                    {values.length === 0 ? <span className="text-slate-400">{t('import.noSamples')}</span>
                      : <ul className="space-y-0.5">{values.map((v, i) => <li key={i} className="truncate" title={v}>{v}</li>)}</ul>}
                  </td>
                  <td className="px-4 py-2 align-top">
                    <select value={chosen} onChange={(e) => onChange(col, e.target.value)} aria-label={t('import.fieldFor', { column: name })}
                      className={`w-full rounded-lg border-0 py-1.5 pl-2.5 pr-8 text-sm ring-1 ring-inset focus:ring-2 focus:ring-brand-600 ${chosen === SKIP ? 'text-slate-500 ring-slate-300' : 'font-medium text-slate-900 ring-brand-300'}`}>
                      <option value={SKIP}>{t('import.skip')}</option>
                      {preview.fields.map((f) => (
                        <option key={f.name} value={f.name}>{f.required ? `${f.label} *` : f.label}</option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">{t('import.requiredNote')}</p>
    </div>
  );
}
