import { Send, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord } from '../api/types';
import { Button } from '../components/Button';
import { NotifyWidget } from './NotifyWidget';

/**
 * A record page's Notify action: the notify-user widget for the record's person (a candidate,
 * a contact) in a dialog, its notices linked to the record (they show on its feed).
 */
export function NotifyButton({ model, record, onSent }: { model: string; record: DataRecord; onSent?(): void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}><Send className="size-4" aria-hidden />{t('notice.notify')}</Button>
      {open && <NotifyDialog model={model} record={record} onClose={() => setOpen(false)} onSent={onSent} />}
    </>
  );
}

function NotifyDialog({ model, record, onClose, onSent }: { model: string; record: DataRecord; onClose(): void; onSent?(): void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => { ref.current?.showModal(); }, []);
  const title = t('notice.notifyTitle', { name: record.__name__ ?? '' });
  return (
    <dialog ref={ref} onCancel={onClose} aria-label={title} className="m-auto w-full max-w-2xl rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/40">
      <div className="flex items-center justify-between border-b border-slate-100 px-6 py-4">
        <h2 className="text-base font-semibold text-slate-900">{title}</h2>
        <button type="button" aria-label={t('common.close')} onClick={onClose} className="rounded p-1 text-slate-500 hover:bg-slate-100"><X className="size-4" /></button>
      </div>
      <div className="max-h-[75vh] overflow-auto p-6">
        <NotifyWidget shown model={model} targets={[{ kind: 'candidate', model, id: record.id }]} links={{ [model]: record.id }} onSent={() => onSent?.()} />
      </div>
    </dialog>
  );
}
