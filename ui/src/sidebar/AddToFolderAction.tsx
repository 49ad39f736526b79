import { FolderInput } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { useToasts } from '../components/Toasts';
import type { ListMassActionProps } from '../modules/registry';
import { AddToFolderDialog } from './AddToFolderDialog';
import { useLists } from './SidebarScope';

/** Add to folder, on the checked rows of a model with folders. */
export function AddToFolderAction({ model, meta, ids, done }: ListMassActionProps) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const { folders } = useLists();
  const [open, setOpen] = useState(false);
  if (!meta.folderable) return null;
  return (
    <>
      <Button variant="ghost" className="py-1" onClick={() => setOpen(true)}><FolderInput className="size-4" aria-hidden />{t('sidebar.addToFolder')}</Button>
      {open && (
        <AddToFolderDialog model={model} ids={ids} onCancel={() => setOpen(false)}
          onDone={() => { setOpen(false); push('success', t('sidebar.addedToFolder', { count: ids.length })); folders.reload(); done(); }} />
      )}
    </>
  );
}
