// The add form of a model that takes CVs takes one too: a CV dropped on it, or chosen with
// "Fill from CV", is read and the form reopens pre-filled for review (cvQueue), what was
// typed so far kept over what the CV says.
import { useTranslation } from 'react-i18next';
import type { FormScopeProps } from '../../modules/registry';
import { takesCvs } from './cvDrop';
import { CvPicker } from './CvPicker';
import { useCvQueue } from './cvQueue';
import { DropVeil } from './DropVeil';
import { useFileDrop } from './useFileDrop';

export function CvFormScope({ meta, edit, values, children }: FormScopeProps) {
  const { t } = useTranslation();
  // One CV fills one form: the first of several dropped.
  const { over, handlers } = useFileDrop((files) => void useCvQueue.getState().read(meta, files.slice(0, 1), values));
  if (edit || !takesCvs(meta)) return <>{children}</>;
  return (
    <div className="relative" data-testid="cv-form-drop-zone" {...handlers}>
      <div className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-dashed border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-600">
        <span className="flex-1">{t('resumeDrop.formHint')}</span>
        <CvPicker meta={meta} typed={values} label={t('resumeDrop.fill')} />
      </div>
      {children}
      {over && <DropVeil meta={meta} fill />}
    </div>
  );
}
