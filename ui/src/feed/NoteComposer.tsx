// The note composer on a record's feed: a category of the record's model, the rich text with
// mentions, and attachments. Editing fills it with the note and sends its version back.
import { Paperclip } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { feedApi } from './feedApi';
import { ApiError } from '../api/errors';
import type { DataRecord, FileInfo } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { Spinner } from '../components/Spinner';
import { FileChips } from '../widgets/files/FileChips';
import { asFiles, fileSize, maxUploadBytes } from '../widgets/files/files';
import { fromEditorHtml, toEditorHtml } from './mention';

const MentionEditor = lazy(() => import('./MentionEditor'));

interface Category { code: string; value?: string; color?: string }

export function NoteComposer({ model, fk, recordId, note, onSaved, onCancel }: {
  /** The record's model (the categories' ext) and the note's field naming it. */
  model: string; fk: string; recordId: number;
  /** The note being edited, as GET /rest/note/{id} reads it. */
  note?: DataRecord; onSaved(): void; onCancel?(): void;
}) {
  const { t } = useTranslation();
  const uid = useId();
  const [categories, setCategories] = useState<Category[]>([]);
  const [category, setCategory] = useState(String(note?.category ?? ''));
  const [html, setHtml] = useState(note?.content ? toEditorHtml(String(note.content)) : '');
  const [files, setFiles] = useState<FileInfo[]>(asFiles(note?.attachments));
  const [uploading, setUploading] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  // A new note's editor restarts empty after each save.
  const [round, setRound] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    feedApi.noteCategories(model).then(setCategories).catch(() => setCategories([]));
  }, [model]);

  const message = (e: unknown) => (e instanceof ApiError && e.kind === 'refused' ? e.message : t('common.serverError'));

  async function upload(list: FileList | null) {
    for (const file of Array.from(list ?? [])) {
      if (file.size > maxUploadBytes) { setError(t('files.tooBig', { name: file.name, mb: fileSize(maxUploadBytes).replace(/ MB$/, '') })); continue; }
      setUploading(file.name);
      try {
        const up = await api.uploadFile(file);
        setFiles((fs) => [...fs, up]);
      } catch (e) {
        setError(message(e));
      }
    }
    setUploading(undefined);
    if (fileInput.current) fileInput.current.value = '';
  }

  async function save() {
    if (!html.trim()) { setError(t('feed.composer.needContent')); return; }
    setSaving(true);
    setError(undefined);
    try {
      await feedApi.saveNote({
        ...(note ? { id: note.id, version: note.version } : { [fk]: recordId }),
        content: fromEditorHtml(html), category: category || null, attachments: files.map((f) => f.id),
      });
      if (!note) { setHtml(''); setFiles([]); setCategory(''); setRound((r) => r + 1); }
      onSaved();
    } catch (e) {
      setError(message(e));
    } finally {
      setSaving(false);
    }
  }

  const title = t(note ? 'feed.composer.editTitle' : 'feed.composer.title');
  return (
    <section aria-label={title} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={`${uid}-label`} className="text-sm font-semibold text-slate-900">{title}</h3>
        <select aria-label={t('feed.composer.category')} value={category} onChange={(e) => setCategory(e.target.value)}
          className="rounded-md border-0 py-1 pl-2 pr-8 text-sm text-slate-700 ring-1 ring-inset ring-slate-300 focus:ring-2 focus:ring-brand-600">
          <option value="">{t('feed.composer.pickCategory')}</option>
          {categories.map((c) => <option key={c.code} value={c.code}>{c.value || c.code}</option>)}
        </select>
        <span className="ml-auto text-xs text-slate-500">{t('feed.composer.mentionHint')}</span>
      </div>
      <Suspense fallback={<div className="flex h-[260px] items-center justify-center rounded-lg ring-1 ring-slate-200"><Spinner /></div>}>
        <MentionEditor key={round} id={`${uid}-editor`} labelledBy={`${uid}-label`} initial={html} onChange={setHtml} />
      </Suspense>
      {files.length > 0 && <FileChips files={files} onRemove={(gone) => setFiles((fs) => fs.filter((f) => f.id !== gone.id))} />}
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex flex-wrap items-center gap-2">
        <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900">
          <Paperclip className="size-4" aria-hidden />{t('feed.composer.attach')}
          <input ref={fileInput} type="file" multiple className="sr-only" onChange={(e) => void upload(e.target.files)} />
        </label>
        {uploading && <span role="status" className="text-xs text-slate-500">{t('feed.composer.uploading', { name: uploading })}</span>}
        <div className="ml-auto flex gap-2">
          {onCancel && <Button onClick={onCancel}>{t('feed.composer.cancel')}</Button>}
          <Button variant="primary" disabled={saving || !!uploading} onClick={() => void save()}>
            {saving ? t('feed.composer.saving') : t('feed.composer.save')}
          </Button>
        </div>
      </div>
    </section>
  );
}
