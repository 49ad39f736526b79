// Files attached to a mail or a template: uploaded one by one (POST /rest/file/upload), shown
// as the app's file chips (with their preview), removable; a pick that would take the total
// past the tenant's limit is refused before anything is uploaded ('Mail attachment can't
// exceed {0}M').
import { Paperclip } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { FileInfo } from '../api/types';
import { useSession } from '../stores/session';
import { FileChips } from '../widgets/files/FileChips';
import { attachmentsFit, DEFAULT_ATTACHMENT_MB } from './address';

export function useAttachmentLimit(): number {
  const config = useSession((s) => s.config);
  return Number(config?.mail_attachment_max_mb) || DEFAULT_ATTACHMENT_MB;
}

export function AttachmentsField({ files, onChange, onError }: { files: FileInfo[]; onChange(f: FileInfo[]): void; onError(msg: string): void }) {
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
      onChange([...files, ...(await api.uploadFiles(picked))]);
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="space-y-2">
      <FileChips files={files} onRemove={(f) => onChange(files.filter((x) => x.id !== f.id))} />
      <label className={`inline-flex cursor-pointer items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline ${busy ? 'opacity-60' : ''}`}>
        <Paperclip className="size-4" aria-hidden />{t('email.attach', { max: maxMB })}
        <input type="file" multiple className="sr-only" disabled={busy} onChange={(e) => { void attach(e.target.files); e.target.value = ''; }} />
      </label>
    </div>
  );
}
