import { Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api/endpoints';
import { ApiError } from '../api/errors';
import type { ActionState, DataRecord, MetaAction } from '../api/types';
import { ActionIcon } from '../actions/ActionIcon';
import { builtinState, customRecordActions } from '../actions/actionState';
import { useRecordActions } from '../actions/useRecordActions';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useToasts } from '../components/Toasts';
import { useModules } from '../modules/active';
import { collect } from '../modules/registry';
import { ActionRow } from './ActionRow';

/**
 * Edit and delete while live, recover once deleted, each as the user's rights allow; then the
 * model's custom actions from metadata, shown, hidden or disabled as the server answers for
 * this record and user (a disabled one says why in its tooltip). Built-ins listed in the
 * metadata also follow the server's answer; the modules draw built-ins of their own.
 */
export function DetailActions({ model, record, allowed, actions, onEdit, onChanged, extra = [] }: {
  model: string; record: DataRecord; allowed: string[]; actions?: MetaAction[]; onEdit(): void; onChanged(): void;
  /** The modules' own buttons (Add To-do, Notify), after the record's actions, before Delete. */
  extra?: ReactNode[];
}) {
  const { t } = useTranslation();
  const push = useToasts((s) => s.push);
  const [confirming, setConfirming] = useState<'delete' | ActionState>();
  const [running, setRunning] = useState('');
  const states = useRecordActions(model, record.id, record.version, record.is_deleted, (actions?.length ?? 0) > 0);
  const fail = (e: unknown) => push('error', e instanceof Error ? e.message : String(e));
  const modules = useModules();

  async function remove() {
    setConfirming(undefined);
    try { await api.deleteRecords(model, [record.id]); onChanged(); } catch (e) { fail(e); }
  }
  async function recover() {
    try { await api.recover(model, record.id); onChanged(); } catch (e) { fail(e); }
  }
  async function run(a: ActionState) {
    setConfirming(undefined);
    setRunning(a.name);
    try {
      await api.runAction(model, record.id, a.name, Number(record.version));
      push('success', t('actions.done', { label: a.label }));
      onChanged();
    } catch (e) {
      fail(e);
      if (e instanceof ApiError && e.status === 409) onChanged(); // show the record as it is now
    } finally {
      setRunning('');
    }
  }

  /** A built-in button, unless the server's answer hides it; disabled with its reason. */
  function builtin(name: string, button: (disabled?: string) => ReactNode) {
    const s = builtinState(name, states);
    if (s === 'hidden') return null;
    return button(typeof s === 'object' ? s.disabled : undefined);
  }
  const custom = customRecordActions(states).map((a) => (
    <ActionButton key={a.name} disabledReason={a.enabled ? undefined : a.reason || t('actions.unavailable')} busy={running === a.name}
      onClick={() => (a.confirm ? setConfirming(a) : void run(a))}>
      <ActionIcon name={a.icon} />{a.label}
    </ActionButton>
  ));
  // The modules' built-ins draw only where the metadata lists them.
  const builtins = collect(modules, 'recordActions').flatMap((e) => e.actions({ model, record, states, onChanged, fail })).map((a) => (
    <ActionButton key={a.name} disabledReason={a.disabled} busy={running === a.name}
      onClick={() => { setRunning(a.name); void a.run().finally(() => setRunning('')); }}>
      <a.icon className="size-4" aria-hidden />{a.label}
    </ActionButton>
  ));
  const edit = allowed.includes('edit') && !record.is_deleted
    ? builtin('edit', (why) => <ActionButton key="edit" variant="primary" disabledReason={why} onClick={onEdit}><Pencil className="size-4" aria-hidden />{t('detail.edit')}</ActionButton>) : null;
  const canDelete = allowed.includes('delete');
  const dialog = confirming === 'delete'
    ? <ConfirmDialog danger message={t('detail.confirmDelete')} confirmLabel={t('detail.delete')} onConfirm={remove} onCancel={() => setConfirming(undefined)} />
    : confirming && <ConfirmDialog message={confirming.confirm ?? ''} confirmLabel={confirming.label} onConfirm={() => void run(confirming)} onCancel={() => setConfirming(undefined)} />;

  if (record.is_deleted) {
    return (
      <>
        <ActionRow>
          {canDelete && builtin('recover', (why) => <ActionButton disabledReason={why} onClick={recover}><RotateCcw className="size-4" aria-hidden />{t('detail.recover')}</ActionButton>)}
          {custom}
        </ActionRow>
        {dialog}
      </>
    );
  }
  // One row: Edit first, then what the record offers; what does not fit goes to More, Delete first.
  return (
    <>
      <ActionRow>
        {edit}
        {builtins}
        {custom}
        {extra}
        {canDelete && builtin('delete', (why) => <ActionButton className="text-red-600" disabledReason={why} onClick={() => setConfirming('delete')}><Trash2 className="size-4" aria-hidden />{t('detail.delete')}</ActionButton>)}
      </ActionRow>
      {dialog}
    </>
  );
}

/**
 * A button that stays focusable when disabled (aria-disabled), so keyboard and screen-reader
 * users reach it and hear why it is disabled; the reason shows as a tooltip on hover and focus.
 */
function ActionButton({ disabledReason, busy, onClick, children, ...rest }: {
  disabledReason?: string; busy?: boolean; onClick(): void; children: ReactNode; variant?: 'primary' | 'secondary'; className?: string;
}) {
  const reasonId = useId();
  const disabled = disabledReason !== undefined;
  return (
    <span className="group relative inline-flex">
      <Button {...rest} aria-disabled={disabled || busy || undefined}
        aria-describedby={disabled && disabledReason ? reasonId : undefined}
        className={`${rest.className ?? ''} ${disabled || busy ? 'cursor-not-allowed opacity-60' : ''}`}
        onClick={() => { if (!disabled && !busy) onClick(); }}>
        {children}
      </Button>
      {disabled && disabledReason && (
        <span id={reasonId} role="tooltip"
          className="pointer-events-none absolute top-full right-0 z-30 mt-2 hidden w-max max-w-64 rounded-lg bg-slate-900 px-2.5 py-1.5 text-xs font-medium text-white shadow-lg group-hover:block group-focus-within:block">
          {disabledReason}
        </span>
      )}
    </span>
  );
}
