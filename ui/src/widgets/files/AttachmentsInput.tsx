import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/endpoints';
import type { InputProps } from '../input/types';
import { FileChips } from './FileChips';
import { asFiles, maxUploadBytes } from './files';

/** attachments: upload files, see them as chips with a preview, remove them. */
export function AttachmentsInput({ id, field, value, onChange, disabled }: InputProps) {
  const { t } = useTranslation();
  const files = asFiles(value);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const max = typeof field.max === 'number' ? field.max : 20;
  async function add(list: FileList | null) {
    if (!list?.length) return;
    setError('');
    const chosen = Array.from(list);
    const big = chosen.find((f) => f.size > maxUploadBytes);
    if (big) return setError(t('files.tooBig', { name: big.name, mb: maxUploadBytes >> 20 }));
    if (files.length + chosen.length > max) return setError(t('files.tooMany', { max }));
    setBusy(true);
    try {
      onChange([...files, ...(await api.uploadFiles(chosen))]);
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }
  return (
    <div className="space-y-2">
      <FileChips files={files} onRemove={disabled ? undefined : (f) => onChange(files.filter((x) => x.id !== f.id))} />
      <input ref={input} id={id} type="file" multiple className="sr-only" disabled={disabled || busy} onChange={(e) => add(e.target.files)} />
      <label htmlFor={id} className={`inline-flex cursor-pointer items-center gap-1 rounded-lg px-2 py-1 text-sm text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50 ${busy ? 'opacity-60' : ''}`}>
        <Upload className="h-4 w-4" aria-hidden />{busy ? t('files.uploading') : t('files.add')}
      </label>
      {error && <p role="alert" className="text-xs text-red-600">{error}</p>}
    </div>
  );
}
