// The unbind confirmation (spec 002 §2, add-on B): asks to confirm, says that afterwards every
// job-board feature is inaccessible, and unbinds (POST /rest/hunterboard/unbind).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { useToasts } from '../../components/Toasts';
import '../messages';
import { useBinding } from './binding';

export function UnbindDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  const unbind = useBinding((s) => s.unbind);
  const push = useToasts((s) => s.push);
  const sending = useRef(false);
  // Said in the dialog: a toast would sit under its backdrop.
  const [error, setError] = useState('');
  async function confirm() {
    if (sending.current) return;
    sending.current = true;
    try {
      await unbind();
      push('success', t('hunterboard.unbound'));
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      sending.current = false;
    }
  }
  return (
    <ConfirmDialog title={t('hunterboard.unbindTitle')} message={t('hunterboard.unbindConfirm')} confirmLabel={t('hunterboard.unbind')} danger
      onConfirm={() => void confirm()} onCancel={onClose}>
      <p className="mt-2 text-sm text-slate-500">{t('hunterboard.unbindEffect')}</p>
      {error && <p role="alert" className="mt-2 text-sm text-red-600">{error}</p>}
    </ConfirmDialog>
  );
}
