// "Add from CV": choose CV files to read, and beside it what became of the last files dropped
// or chosen: reading progress, and each refusal with the server's message (it names the
// problem: encrypted, a scan, too large…). typed: what the add form holds already, kept
// over what the CV says.
import { FileUp, X } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModelMeta } from '../../api/types';
import { Spinner } from '../../components/Spinner';
import { CV_ACCEPT } from './cvDrop';
import { useCvQueue } from './cvQueue';

export function CvPicker({ meta, typed, label }: { meta: ModelMeta; typed?: Record<string, unknown>; label: string }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const reading = useCvQueue((s) => s.reading);
  const refused = useCvQueue((s) => s.refused);
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button type="button" disabled={!!reading} onClick={() => input.current?.click()}
        className="inline-flex items-center gap-1.5 rounded-lg border border-slate-200 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 disabled:opacity-60">
        <FileUp className="size-4" aria-hidden />{label}
      </button>
      <input ref={input} type="file" multiple={!typed} accept={CV_ACCEPT} className="hidden" data-testid="cv-file-input" aria-label={label}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length) void useCvQueue.getState().read(meta, files, typed);
        }} />
      {reading && (
        <span role="status" className="inline-flex items-center gap-1.5 text-sm text-slate-600">
          <Spinner className="size-4" />{t('resumeDrop.reading', { done: reading.done, total: reading.total })}
        </span>
      )}
      {refused.length > 0 && (
        <div role="alert" data-testid="cv-refusals" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-2.5 py-1 text-sm text-red-800">
          <ul>{refused.map((r, i) => <li key={i}><span className="font-medium">{r.name}</span>: {r.key ? t(r.key) : r.message}</li>)}</ul>
          <button type="button" aria-label={t('common.close')} onClick={() => useCvQueue.getState().dismissRefusals()} className="text-red-600 hover:text-red-900">
            <X className="size-4" aria-hidden />
          </button>
        </div>
      )}
    </div>
  );
}
