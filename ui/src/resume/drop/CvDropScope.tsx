// The list screen of a model that takes CVs is a drop zone: files dragged from the desktop
// onto it are read as CVs and reviewed in the add form (cvQueue).
import type { ListScopeProps } from '../../modules/registry';
import { takesCvs } from './cvDrop';
import { useCvQueue } from './cvQueue';
import { DropVeil } from './DropVeil';
import { useFileDrop } from './useFileDrop';

export function CvDropScope({ meta, children }: ListScopeProps) {
  const { over, handlers } = useFileDrop((files) => void useCvQueue.getState().read(meta, files));
  if (!takesCvs(meta)) return <>{children}</>;
  return (
    <div className="relative h-full" data-testid="cv-drop-zone" {...handlers}>
      {children}
      {over && <DropVeil meta={meta} />}
    </div>
  );
}
