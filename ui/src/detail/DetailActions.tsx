import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { DataRecord } from '../api/types';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';

/** Edit and delete while live, recover once deleted, each as the user's rights allow. */
export function DetailActions({ model, record, allowed, onEdit, onChanged }: { model: string; record: DataRecord; allowed: string[]; onEdit(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [confirming, setConfirming] = useState(false);
  const edit = allowed.includes('edit') && !record.is_deleted
    ? <Button variant="primary" onClick={onEdit}><Pencil className="size-4" aria-hidden />{t('detail.edit')}</Button> : null;
  if (!allowed.includes('delete')) return edit;
  const fail = (e: unknown) => push('error', e instanceof Error ? e.message : String(e));

  async function remove() {
    setConfirming(false);
    try { await api.deleteRecords(model, [record.id]); onChanged(); } catch (e) { fail(e); }
  }
  async function recover() {
    try { await api.recover(model, record.id); onChanged(); } catch (e) { fail(e); }
  }

  return record.is_deleted
    ? <Button onClick={recover}><RotateCcw className="size-4" aria-hidden />{t('detail.recover')}</Button>
    : (
      <>
        {edit}
        <Button className="text-red-600" onClick={() => setConfirming(true)}><Trash2 className="size-4" aria-hidden />{t('detail.delete')}</Button>
        {confirming && <ConfirmDialog danger message={t('detail.confirmDelete')} confirmLabel={t('detail.delete')} onConfirm={remove} onCancel={() => setConfirming(false)} />}
      </>
    );
}
