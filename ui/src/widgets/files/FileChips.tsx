import { Paperclip, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileInfo } from '../../api/types';
import { FilePreview } from './FilePreview';
import { fileSize } from './files';

/** Files as chips that open their preview; with onRemove each has a remove button. */
export function FileChips({ files, onRemove }: { files: FileInfo[]; onRemove?(f: FileInfo): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<FileInfo>();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t('files.list')}>
      {files.map((f) => (
        <li key={f.id} className="flex items-center gap-1 rounded-md bg-slate-100 px-2 py-1 text-xs text-slate-700">
          <Paperclip className="h-3.5 w-3.5 text-slate-400" aria-hidden />
          <button type="button" className="max-w-[16rem] truncate hover:underline" onClick={() => setOpen(f)}>{f.originname}</button>
          <span className="text-slate-400">{fileSize(f.filesize)}</span>
          {onRemove && (
            <button type="button" aria-label={t('files.remove', { name: f.originname })} onClick={() => onRemove(f)} className="text-slate-400 hover:text-red-600">
              <X className="h-3.5 w-3.5" />
            </button>
          )}
        </li>
      ))}
      {open && <FilePreview file={open} onClose={() => setOpen(undefined)} />}
    </ul>
  );
}
