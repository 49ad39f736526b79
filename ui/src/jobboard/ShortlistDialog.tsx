import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { FormDialog } from '../components/FormDialog';
import { useToasts } from '../components/Toasts';
import { useModel } from '../stores/useModel';
import { PickerInput } from '../widgets/input/picker';
import './i18n';

/** The pipeline's record of a candidate on a job (the board of the pipeline module). */
export const SUBMISSION_MODEL = 'jobsubmission';

/** Which fields of the submission model name the job and the candidate: the pipeline's board
 * field, and the first other link (as the pipeline board reads its cards). */
export function submissionLinks(meta: { pipeline?: { board?: string; links?: string[] }; fields: { name: string; type: string }[] } | undefined) {
  const board = meta?.pipeline?.board;
  const subject = (meta?.pipeline?.links ?? []).find((l) => l !== board && meta?.fields.some((f) => f.name === l && f.type === 'foreignkey'));
  return board && subject ? { board, subject } : undefined;
}

/** Adds a submission of the candidate to the job (the pipeline's own call). */
export function shortlist(links: { board: string; subject: string }, candidate: number, job: number) {
  return api.save(SUBMISSION_MODEL, { [links.subject]: candidate, [links.board]: job });
}

/** Shortlisting a candidate straight after the import: pick a job, then the pipeline's own call
 * (POST /rest/jobsubmission/add, as the board's Add candidate does); the server refuses a
 * closed job or a candidate already on it, and its message shows. */
export function ShortlistDialog({ candidate, name, onClose }: { candidate: number; name: string; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { meta } = useModel(SUBMISSION_MODEL);
  const links = submissionLinks(meta);
  const field = links && meta?.fields.find((f) => f.name === links.board);
  const [job, setJob] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  async function submit() {
    if (!links || typeof job !== 'number') return;
    setBusy(true);
    setMessage('');
    try {
      await shortlist(links, candidate, job);
      const title = await api.record(field?.to ?? links.board, job).then((r) => r.__name__ ?? `#${job}`, () => `#${job}`);
      useToasts.getState().push('success', t('jobboard.shortlist.done', { name, job: title }));
      onClose();
    } catch (e) {
      setMessage(e instanceof ApiError && e.kind === 'refused' ? e.message : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormDialog title={t('jobboard.shortlist.title', { name })} submitLabel={t('jobboard.shortlist.submit')} canSubmit={typeof job === 'number'} busy={busy}
      onSubmit={() => void submit()} onCancel={onClose}>
      {field && (
        // Room below the picker for its suggestions, which the dialog would otherwise clip.
        <div className="min-h-56">
          <label htmlFor="jobboard-shortlist-job" className="mb-1.5 block text-sm font-medium text-slate-700">{field.label_value || t('jobboard.shortlist.job')}</label>
          <PickerInput id="jobboard-shortlist-job" field={{ ...field, multiple: false }} value={job} onChange={setJob} lang={i18n.language as Lang} invalid={!!message} />
        </div>
      )}
      {message && <Alert tone="error">{message}</Alert>}
    </FormDialog>
  );
}
