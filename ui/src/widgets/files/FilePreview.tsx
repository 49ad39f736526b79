import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FileInfo } from '../../api/types';
import { Button } from '../../components/Button';
import { isImage, previewUrl } from './files';

/** A file's preview, 80 percent of the window wide: an image inline, anything else framed. */
export function FilePreview({ file, onClose }: { file: FileInfo; onClose(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog ref={ref} onCancel={onClose} aria-label={file.originname}
      className="m-auto w-[80vw] max-w-none rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <div className="flex items-center justify-between border-b border-slate-200 px-4 py-2">
        <h2 className="truncate text-sm font-semibold text-slate-900">{file.originname}</h2>
        <div className="flex gap-2">
          <a className="text-sm text-brand-700 hover:underline" href={previewUrl(file)} download={file.originname}>{t('files.download')}</a>
          <Button onClick={onClose}>{t('common.close')}</Button>
        </div>
      </div>
      <div className="flex max-h-[80vh] justify-center overflow-auto bg-slate-50">
        {isImage(file)
          ? <img src={previewUrl(file)} alt={file.originname} className="max-h-[78vh] object-contain" />
          : <iframe title={file.originname} src={previewUrl(file)} sandbox="" className="h-[78vh] w-full bg-white" />}
      </div>
    </dialog>
  );
}
