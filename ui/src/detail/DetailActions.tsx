import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import type { DataRecord } from '../api/types';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';

/** Delete while live, recover once deleted; both need the model's delete right. */
export function DetailActions({ model, record, allowed, onChanged }: { model: string; record: DataRecord; allowed: string[]; onChanged(): void }) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [confirming, setConfirming] = useState(false);
  if (!allowed.includes('delete')) return null;
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
        <Button className="text-red-600" onClick={() => setConfirming(true)}><Trash2 className="size-4" aria-hidden />{t('detail.delete')}</Button>
        {confirming && <ConfirmDialog danger message={t('detail.confirmDelete')} confirmLabel={t('detail.delete')} onConfirm={remove} onCancel={() => setConfirming(false)} />}
      </>
    );
}
