// Files attached to a mail or a template: uploaded one by one (POST /rest/file/upload), listed
// with their sizes, removable; a pick that would take the total past the tenant's limit is
// refused before anything is uploaded ('Mail attachment can't exceed {0}M').
import { Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { emailApi, type UploadedFile } from '../api/emailEndpoints';
import { useSession } from '../stores/session';
import { attachmentsFit, DEFAULT_ATTACHMENT_MB, formatSize } from './address';

export function useAttachmentLimit(): number {
  const config = useSession((s) => s.config);
  return Number(config?.mail_attachment_max_mb) || DEFAULT_ATTACHMENT_MB;
}

export function AttachmentsField({ files, onChange, onError }: { files: UploadedFile[]; onChange(f: UploadedFile[]): void; onError(msg: string): void }) {
  const { t } = useTranslation();
  const maxMB = useAttachmentLimit();
  const [busy, setBusy] = useState(false);
  async function attach(list: FileList | null) {
    if (!list?.length) return;
    const picked = Array.from(list);
    if (!attachmentsFit([...files.map((f) => f.filesize), ...picked.map((f) => f.size)], maxMB)) {
      onError(t('email.attachmentLimit', { max: maxMB }));
      return;
    }
    onError('');
    setBusy(true);
    try {
      const up: UploadedFile[] = [];
      for (const f of picked) up.push(await emailApi.upload(f));
      onChange([...files, ...up]);
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div>
      <label className={`inline-flex cursor-pointer items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline ${busy ? 'opacity-60' : ''}`}>
        <Paperclip className="size-4" aria-hidden />{t('email.attach', { max: maxMB })}
        <input type="file" multiple className="sr-only" disabled={busy} onChange={(e) => { void attach(e.target.files); e.target.value = ''; }} />
      </label>
      {files.length > 0 && (
        <ul className="mt-2 space-y-1" aria-label={t('email.attachments')}>
          {files.map((f) => (
            <li key={f.id} className="flex items-center gap-2 text-sm text-slate-700">
              <span className="truncate">{f.originname || `#${f.id}`}</span>
              {f.filesize > 0 && <span className="text-xs text-slate-400">{formatSize(f.filesize)}</span>}
              <button type="button" aria-label={t('email.removeAttachment', { name: f.originname || f.id })} className="text-slate-400 hover:text-red-600"
                onClick={() => onChange(files.filter((x) => x.id !== f.id))}><X className="size-4" aria-hidden /></button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The files of stored ids ("12,13"); ids the file list does not answer show as #id. */
export async function filesOf(ids: string | undefined): Promise<UploadedFile[]> {
  const list = (ids ?? '').split(',').map((s) => Number(s.trim())).filter((n) => n > 0);
  if (!list.length) return [];
  const found = await emailApi.files(list.join(',')).catch(() => [] as UploadedFile[]);
  return list.map((id) => found.find((f) => Number(f.id) === id) ?? { id, uuidname: '', originname: '', ext: '', filesize: 0 });
}
