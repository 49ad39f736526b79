import { Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewModal } from './PreviewModal';
import type { Attachment } from './types';

function size(bytes: number): string {
  if (!bytes) return '';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Attachments as chips: the name opens the preview; onRemove (the composer) adds a remove button. */
export function AttachmentList({ files, onRemove }: { files: Attachment[]; onRemove?(id: number): void }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Attachment>();
  if (!files.length) return null;
  return (
    <ul aria-label={t('feed.attachments')} className="flex flex-wrap gap-2">
      {files.map((f) => (
        <li key={f.id} className="inline-flex items-center gap-1.5 rounded-lg bg-slate-50 px-2 py-1 text-xs ring-1 ring-slate-200">
          <Paperclip className="size-3.5 text-slate-400" aria-hidden />
          <button type="button" onClick={() => setShown(f)} aria-label={t('feed.preview', { name: f.originname })}
            className="font-medium text-brand-700 hover:underline">{f.originname}</button>
          <span className="text-slate-400">{size(f.filesize)}</span>
          {onRemove && (
            <button type="button" onClick={() => onRemove(f.id)} aria-label={t('feed.composer.remove', { name: f.originname })}
              className="rounded p-0.5 text-slate-400 hover:bg-slate-200 hover:text-slate-700"><X className="size-3" aria-hidden /></button>
          )}
        </li>
      ))}
      {shown && <PreviewModal file={shown} onClose={() => setShown(undefined)} />}
    </ul>
  );
}
