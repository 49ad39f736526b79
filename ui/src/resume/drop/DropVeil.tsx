// What a drop zone shows while CVs are dragged over it.
import { FileUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ModelMeta } from '../../api/types';

export function DropVeil({ meta, fill = false }: { meta: ModelMeta; fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="pointer-events-none absolute inset-2 z-40 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-500 bg-brand-50/90 text-brand-800">
      <FileUp className="size-8" aria-hidden />
      <p className="text-base font-medium">{fill ? t('resumeDrop.dropToFill') : t('resumeDrop.dropHere', { model: meta.label_value })}</p>
      <p className="text-sm">{t('resumeDrop.kinds')}</p>
    </div>
  );
}
