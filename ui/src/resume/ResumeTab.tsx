import { Download, FileBadge, FileText, Star, Trash2, Upload } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { Lang } from '../api/types';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';
import { formatDate } from '../i18n/format';
import type { DetailTabProps } from '../modules/registry';
import { useModel } from '../stores/useModel';
import { useSession } from '../stores/session';
import { fileSize, maxUploadBytes, previewUrl } from '../widgets/files/files';
import { AgencyCvDialog } from './AgencyCvDialog';
import { cvsOf, markCurrent, pageUrls, previewKind, resumesField, uploadedOn, withoutFile, type RecordFile } from './cvs';
import { fetchPdfPages, fetchRecordFiles, saveCVs } from './resumeApi';

/** A candidate's CV tab: the CVs (current first), the selected one previewed in the page,
 * and with the edit right upload, mark current and remove. */
export default function ResumeTab({ model, record, onChanged }: DetailTabProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const push = useToasts((s) => s.push);
  const { meta } = useModel(model);
  const canEdit = !!meta?.allowed_actions.includes('edit') && !record.is_deleted;
  const [files, setFiles] = useState<RecordFile[] | null>(null);
  const [shown, setShown] = useState<number>();
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<RecordFile>();
  const [makingAgency, setMakingAgency] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const fail = (e: unknown) => push('error', e instanceof Error ? e.message : String(e));

  useEffect(() => {
    let live = true;
    fetchRecordFiles(model, record.id).then((f) => live && setFiles(cvsOf(f)), (e) => { if (live) { setFiles([]); fail(e); } });
    return () => { live = false; };
  }, [model, record.id, record.version]);

  const ids = (files ?? []).map((f) => f.id);
  async function save(next: number[]) {
    setBusy(true);
    try {
      await saveCVs(model, record.id, record.version, resumesField, next);
      onChanged();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  }
  async function upload(list: FileList | null) {
    const chosen = Array.from(list ?? []);
    if (!chosen.length) return;
    const big = chosen.find((f) => f.size > maxUploadBytes);
    if (big) return push('error', t('files.tooBig', { name: big.name, mb: maxUploadBytes >> 20 }));
    setBusy(true);
    try {
      const added = await api.uploadFiles(chosen);
      await saveCVs(model, record.id, record.version, resumesField, [...ids, ...added.map((f) => f.id)]);
      onChanged();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  if (!files) return <p className="py-6 text-sm text-slate-500">{t('common.loading')}</p>;
  const current = files.find((f) => f.id === shown) ?? files[0];
  return (
    <div className="space-y-4" data-testid="resume-tab">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold text-slate-900">{t('resume.title')}</h2>
        {canEdit && (
          <>
            <input ref={input} id={inputId} type="file" multiple className="sr-only" disabled={busy} onChange={(e) => void upload(e.target.files)} />
            <div className="flex flex-wrap items-center gap-2">
              <Button disabled={busy} onClick={() => setMakingAgency(true)}>
                <FileBadge className="size-4" aria-hidden />{t('resume.agency')}
              </Button>
              <label htmlFor={inputId} className={`inline-flex cursor-pointer items-center gap-1 rounded-lg px-2 py-1 text-sm text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 ${busy ? 'opacity-60' : ''}`}>
                <Upload className="h-4 w-4" aria-hidden />{busy ? t('files.uploading') : t('resume.upload')}
              </label>
            </div>
          </>
        )}
      </div>
      {files.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{t('resume.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {files.map((f, i) => (
            <li key={f.id} className={`flex flex-wrap items-center gap-3 px-3 py-2 text-sm ${f.id === current?.id ? 'bg-brand-50' : ''}`} data-testid="resume-row">
              <button type="button" className="flex min-w-0 flex-1 items-center gap-2 text-left" onClick={() => setShown(f.id)} aria-pressed={f.id === current?.id}>
                <FileText className="size-4 shrink-0 text-slate-400" aria-hidden />
                <span className="truncate font-medium text-slate-900">{f.originname}</span>
                {i === 0 && <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-700 ring-1 ring-emerald-200" data-testid="resume-current">{t('resume.current')}</span>}
              </button>
              <span className="tabular-nums text-slate-500">{fileSize(f.filesize)}</span>
              <span className="tabular-nums text-slate-500">{uploadedOn(f.created) && formatDate(uploadedOn(f.created), lang)}</span>
              <a className="inline-flex items-center gap-1 text-brand-700 hover:underline" href={previewUrl(f)} download={f.originname}>
                <Download className="size-4" aria-hidden />{t('files.download')}
              </a>
              {canEdit && i > 0 && (
                <Button variant="ghost" disabled={busy} onClick={() => void save(markCurrent(ids, f.id))}>
                  <Star className="size-4" aria-hidden />{t('resume.markCurrent')}
                </Button>
              )}
              {canEdit && (
                <Button variant="ghost" disabled={busy} aria-label={t('files.remove', { name: f.originname })} onClick={() => setRemoving(f)}>
                  <Trash2 className="size-4" aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {current && <GatedPreview key={current.id} file={current} />}
      {makingAgency && (
        <AgencyCvDialog candidate={record.id} onCancel={() => setMakingAgency(false)} onError={fail}
          onMade={(f) => { setMakingAgency(false); setShown(f.id); push('success', t('resume.made', { name: f.originname })); onChanged(); }} />
      )}
      {removing && (
        <ConfirmDialog message={t('resume.removeConfirm', { name: removing.originname })} confirmLabel={t('resume.remove')} danger
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => { const id = removing.id; setRemoving(undefined); void save(withoutFile(ids, id)); }} />
      )}
    </div>
  );
}

/** While the tenant hides contact details, a CV shows them: it is previewed only when the
 * user asks, and the server logs the view as a reveal of the candidate's contacts. */
function GatedPreview({ file }: { file: RecordFile }) {
  const { t } = useTranslation();
  const hiding = Number(useSession((s) => s.config?.hide_contact_info) ?? 0) !== 0;
  const [asked, setAsked] = useState(false);
  if (!hiding || asked) return <Preview file={file} />;
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-slate-200 bg-slate-50 px-4 py-8 text-center text-sm text-slate-600" data-testid="resume-gate">
      <p>{t('resume.revealNote')}</p>
      <Button onClick={() => setAsked(true)}>{t('resume.reveal')}</Button>
    </div>
  );
}

/** The file in the page: a PDF or an Office file as page images, an image or text through
 * the server's sandboxed preview; another kind says so and offers the download. */
function Preview({ file }: { file: RecordFile }) {
  const { t } = useTranslation();
  const kind = previewKind(file);
  if (kind === 'pages') return <PdfPages file={file} />;
  if (kind === 'image') return <img src={previewUrl(file)} alt={file.originname} className="mx-auto max-h-[80vh] rounded-lg border border-slate-200 object-contain" />;
  if (kind === 'frame') return <iframe title={file.originname} src={previewUrl(file)} sandbox="" data-testid="resume-preview" className="h-[80vh] w-full rounded-lg border border-slate-200 bg-white" />;
  return (
    <p className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
      {t('resume.noPreview', { ext: file.ext.toUpperCase() })}{' '}
      <a className="text-brand-700 hover:underline" href={previewUrl(file)} download={file.originname}>{t('files.download')}</a>
    </p>
  );
}

/** A PDF (or an Office file the server converts) as the images of its pages, one under the
 * other; if the server cannot draw it, the reason and the download. */
function PdfPages({ file }: { file: RecordFile }) {
  const { t } = useTranslation();
  const [pages, setPages] = useState<number>();
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    setPages(undefined);
    setError('');
    fetchPdfPages(file.uuidname).then((n) => live && setPages(n), (e) => live && setError(e instanceof Error ? e.message : String(e)));
    return () => { live = false; };
  }, [file.uuidname]);
  if (error) {
    return (
      <p role="alert" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-6 text-center text-sm text-slate-600">
        {error}{' '}<a className="text-brand-700 hover:underline" href={previewUrl(file)} download={file.originname}>{t('files.download')}</a>
      </p>
    );
  }
  if (pages === undefined) return <p className="py-6 text-sm text-slate-500">{t('common.loading')}</p>;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-100 p-3" data-testid="resume-preview">
      {pageUrls(file, pages).map((src, i) => (
        <img key={src} src={src} loading="lazy" alt={t('resume.page', { name: file.originname, n: i + 1 })}
          className="mx-auto w-full max-w-3xl bg-white shadow" />
      ))}
    </div>
  );
}
