// The list screen of a model that takes CVs is a drop zone: files dragged from the desktop
// onto it are read as CVs and reviewed in the add form (cvQueue). Rows dragged within the list
// (dnd-kit, pointer events) are not files and pass through.
import { FileUp } from 'lucide-react';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListScopeProps } from '../../modules/registry';
import { takesCvs } from './cvDrop';
import { useCvQueue } from './cvQueue';

const hasFiles = (e: DragEvent) => Array.from(e.dataTransfer?.types ?? []).includes('Files');

export function CvDropScope({ meta, children }: ListScopeProps) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when the drag left.
  const depth = useRef(0);
  if (!takesCvs(meta)) return <>{children}</>;
  return (
    <div className="relative h-full" data-testid="cv-drop-zone"
      onDragEnter={(e) => { if (!hasFiles(e)) return; e.preventDefault(); depth.current++; setOver(true); }}
      onDragOver={(e) => { if (!hasFiles(e)) return; e.preventDefault(); e.dataTransfer.dropEffect = 'copy'; }}
      onDragLeave={(e) => { if (!hasFiles(e)) return; depth.current = Math.max(0, depth.current - 1); if (depth.current === 0) setOver(false); }}
      onDrop={(e) => {
        if (!hasFiles(e)) return;
        e.preventDefault();
        depth.current = 0;
        setOver(false);
        const files = Array.from(e.dataTransfer.files);
        if (files.length) void useCvQueue.getState().read(meta, files);
      }}>
      {children}
      {over && (
        <div className="pointer-events-none absolute inset-2 z-40 flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-brand-500 bg-brand-50/90 text-brand-800">
          <FileUp className="size-8" aria-hidden />
          <p className="text-base font-medium">{t('resumeDrop.dropHere', { model: meta.label_value })}</p>
          <p className="text-sm">{t('resumeDrop.kinds')}</p>
        </div>
      )}
    </div>
  );
}
