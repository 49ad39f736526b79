import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { feedApi } from '../api/feedEndpoints';
import type { Attachment } from './types';

const IMAGE = /^(png|jpe?g|gif|webp|bmp|svg)$/i;
export const isImage = (a: Pick<Attachment, 'ext' | 'originname'>) => IMAGE.test((a.ext || a.originname.split('.').pop() || '').replace(/^\./, ''));

/** An attachment shown over the page, 80% of the viewport wide: an image inline, any other
 * file in a frame of its preview (the server answers it inline). */
export function PreviewModal({ file, onClose }: { file: Attachment; onClose(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => { ref.current?.showModal(); }, []);
  const url = feedApi.previewUrl(file);
  return (
    <dialog ref={ref} onCancel={onClose} aria-label={t('feed.preview', { name: file.originname })}
      className="m-auto w-[80vw] max-w-none rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50">
      <div className="flex items-center gap-3 border-b border-slate-200 px-4 py-2.5">
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-900">{file.originname}</p>
        <a href={url} download={file.originname} className="text-sm font-medium text-brand-700 hover:underline">{t('feed.download')}</a>
        <button type="button" onClick={onClose} aria-label={t('common.close')} className="rounded-md p-1 text-slate-500 hover:bg-slate-100"><X className="size-4" aria-hidden /></button>
      </div>
      {isImage(file)
        ? <div className="flex max-h-[80vh] justify-center overflow-auto bg-slate-50 p-4"><img src={url} alt={file.originname} className="max-w-full object-contain" /></div>
        : <iframe src={url} title={file.originname} className="h-[75vh] w-full border-0" />}
    </dialog>
  );
}
