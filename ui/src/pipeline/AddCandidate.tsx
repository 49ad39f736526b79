import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { FieldMeta, Lang } from '../api/types';
import { Alert } from '../components/Alert';
import { Button } from '../components/Button';
import { FormDialog } from '../components/FormDialog';
import { PickerInput } from '../widgets/input/picker';

/** Shortlisting: pick a candidate and add a submission of them to the board's record
 * (POST /rest/{model}/add); a duplicate or a closed job is refused with the server's message. */
export function AddCandidate({ model, field, boardField, boardId, boardName, onAdded }: {
  model: string; field: FieldMeta; boardField: string; boardId: number; boardName: string; onAdded(): void;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<unknown>();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  function close() { setOpen(false); setValue(undefined); setMessage(''); }
  async function add() {
    setBusy(true);
    setMessage('');
    try {
      await api.save(model, { [field.name]: value, [boardField]: boardId });
      close();
      onAdded();
    } catch (e) {
      setMessage(e instanceof ApiError && e.kind === 'refused' ? e.message : t('common.networkError'));
    } finally {
      setBusy(false);
    }
  }
  return (<>
    <Button variant="primary" onClick={() => setOpen(true)}><UserPlus className="size-4" aria-hidden />{t('pipeline.addCandidate')}</Button>
    {open && (
      <FormDialog title={t('pipeline.addTitle', { name: boardName })} submitLabel={t('pipeline.add')} canSubmit={typeof value === 'number'} busy={busy}
        onSubmit={() => void add()} onCancel={close}>
        <div>
          <label htmlFor="pipeline-add-candidate" className="mb-1.5 block text-sm font-medium text-slate-700">{field.label_value || t('pipeline.candidate')}</label>
          <PickerInput id="pipeline-add-candidate" field={{ ...field, multiple: false }} value={value} onChange={setValue} lang={i18n.language as Lang} invalid={!!message} />
        </div>
        {message && <Alert tone="error">{message}</Alert>}
      </FormDialog>
    )}
  </>);
}
