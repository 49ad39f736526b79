import { Download, Pencil, Trash2, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';
import { combinedGql, type ListState } from './listState';
import type { FieldMeta, MetaAction } from '../api/types';
import { ActionIcon } from '../actions/ActionIcon';
import { customMassActions, labelIn } from '../actions/actionState';
import { MassEditDialog } from './MassEditDialog';
import { ExportScopeChoice } from './ExportScopeChoice';
import { useExport, type ExportColumns, type ExportScope } from './useExport';

/** Actions on the checked rows, offered only when the user may do them (allowed_actions);
 * the modules' (moduleActions) come before Export. */
export function MassActions({ model, ids, allowed, actions, state, fields, columns, moduleActions, onDone, onClear }: {
  model: string; ids: number[]; allowed: string[]; actions?: MetaAction[]; state: ListState; fields: FieldMeta[]; columns?: ExportColumns;
  moduleActions?: ReactNode; onDone(): void; onClear(): void;
}) {
  const { t, i18n } = useTranslation();
  const push = useToasts((s) => s.push);
  const [ask, setAsk] = useState<'delete' | 'export' | 'edit' | MetaAction>();
  const [scope, setScope] = useState<ExportScope>('view');
  const custom = customMassActions(actions, allowed);
  const message = (e: unknown) => (e instanceof Error ? e.message : String(e));
  const exportRecords = useExport();

  async function remove() {
    setAsk(undefined);
    try {
      await api.deleteRecords(model, ids);
      push('success', t('list.deleted', { count: ids.length }));
      onDone();
    } catch (e) {
      push('error', message(e));
    }
  }
  /** A custom mass action: every checked record or none; a refusal names each refused record. */
  async function run(a: MetaAction) {
    setAsk(undefined);
    const label = labelIn(a.label, i18n.language);
    try {
      const n = await api.runMassAction(model, a.name, ids);
      push('success', t('actions.massDone', { label, count: n }));
      onDone();
    } catch (e) {
      push('error', message(e));
    }
  }
  async function exportRows() {
    setAsk(undefined);
    await exportRecords(model, [combinedGql(state), `id__in=${ids.join(',')}`].filter(Boolean).join('&'), state.ordering, columns, scope);
  }

  return (
    <div className="flex items-center gap-2 rounded-lg bg-brand-50 px-3 py-1.5 text-sm text-brand-700 ring-1 ring-brand-100">
      <span className="font-medium">{t('list.selected', { count: ids.length })}</span>
      {allowed.includes('massedit') && <Button variant="ghost" className="py-1" onClick={() => setAsk('edit')}><Pencil className="size-4" aria-hidden />{t('list.massEdit')}</Button>}
      {custom.map((a) => (
        <Button key={a.name} variant="ghost" className="py-1" onClick={() => setAsk(a)}><ActionIcon name={a.icon} />{labelIn(a.label, i18n.language)}</Button>
      ))}
      {moduleActions}
      {allowed.includes('export') && <Button variant="ghost" className="py-1" onClick={() => setAsk('export')}><Download className="size-4" aria-hidden />{t('list.export')}</Button>}
      {allowed.includes('delete') && <Button variant="ghost" className="py-1 text-red-600 hover:bg-red-50 hover:text-red-700" onClick={() => setAsk('delete')}><Trash2 className="size-4" aria-hidden />{t('list.delete')}</Button>}
      <button type="button" onClick={onClear} aria-label={t('common.close')} className="rounded p-1 text-brand-600 hover:bg-brand-100"><X className="size-4" aria-hidden /></button>
      {ask === 'delete' && <ConfirmDialog danger message={t('list.confirmDelete', { count: ids.length })} confirmLabel={t('list.delete')} onConfirm={remove} onCancel={() => setAsk(undefined)} />}
      {ask === 'edit' && (
        <MassEditDialog model={model} ids={ids} fields={fields} onCancel={() => setAsk(undefined)}
          onDone={() => { setAsk(undefined); push('success', t('list.massEdited', { count: ids.length })); onDone(); }} />
      )}
      {typeof ask === 'object' && (
        <ConfirmDialog message={labelIn(ask.confirm, i18n.language) || t('actions.confirmMass', { label: labelIn(ask.label, i18n.language), count: ids.length })}
          confirmLabel={labelIn(ask.label, i18n.language)} onConfirm={() => void run(ask)} onCancel={() => setAsk(undefined)} />
      )}
      {ask === 'export' && (
        <ConfirmDialog message={t('list.confirmExport', { count: ids.length })} confirmLabel={t('list.export')} onConfirm={exportRows} onCancel={() => setAsk(undefined)}>
          <ExportScopeChoice value={scope} onChange={setScope} />
        </ConfirmDialog>
      )}
    </div>
  );
}
