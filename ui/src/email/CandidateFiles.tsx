// "Candidate files" in the composer and the CV Sent mail (issue 16): the files of the
// candidates the mail is about (GET /rest/file/list/candidate/{ids}: their CVs, current
// first, and other attachments), each ticked to go with the mail. The server checks again
// that the sender may read each one (scope, the limited rule).
import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { FileInfo } from '../api/types';
import { resumesField, type RecordFile } from '../resume/cvs';
import { fileSize } from '../widgets/files/files';

export function CandidateFiles({ available, files, onChange }: { available: RecordFile[]; files: FileInfo[]; onChange(f: FileInfo[]): void }) {
  const { t } = useTranslation();
  if (!available.length) return null;
  const firstCV = available.find((f) => f.field === resumesField)?.id;
  const toggle = (f: RecordFile, on: boolean) => onChange(on ? [...files, f] : files.filter((x) => x.id !== f.id));
  return (
    <fieldset className="space-y-1 rounded-lg border border-slate-200 px-3 py-2">
      <legend className="px-1 text-sm font-medium text-slate-700">{t('email.candidateFiles')}</legend>
      {available.map((f) => (
        <label key={f.id} className="flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={files.some((x) => x.id === f.id)} onChange={(e) => toggle(f, e.target.checked)} />
          <FileText className="size-4 text-slate-400" aria-hidden />
          <span className="truncate">{f.originname}</span>
          <span className="text-xs text-slate-400">{fileSize(f.filesize)}</span>
          {f.id === firstCV && <span className="rounded bg-brand-50 px-1.5 text-xs text-brand-700">{t('email.currentCV')}</span>}
        </label>
      ))}
    </fieldset>
  );
}
