import { ArrowRight, ChevronDown, FileText, PencilLine, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuItem } from '../components/Menu';
import type { FlowAction } from './flowRules';

/** The flow action menu: the moves the current stage allows, then the flow actions. */
export function FlowActionMenu({ actions, stageLabel, onPick }: {
  actions: FlowAction[]; stageLabel(code: string): string; onPick(a: FlowAction): void;
}) {
  const { t } = useTranslation();
  if (!actions.length) return null;
  const moves = actions.filter((a) => a.kind === 'move');
  const others = actions.filter((a) => a.kind !== 'move');
  return (
    <Menu label={t('flow.actions')} button={<><span>{t('flow.actions')}</span><ChevronDown className="size-4" aria-hidden /></>}>
      {(close) => (
        <>
          {moves.map((a) => (
            <MenuItem key={`move-${a.to}`} onSelect={() => { close(); onPick(a); }}>
              <ArrowRight className="size-4 text-slate-400" aria-hidden />{t('flow.moveTo', { stage: stageLabel(a.to!) })}
            </MenuItem>
          ))}
          {moves.length > 0 && others.length > 0 && <div role="separator" className="my-1 border-t border-slate-100" />}
          {others.map((a) => (
            <MenuItem key={a.kind} onSelect={() => { close(); onPick(a); }}>
              {a.kind === 'editInvoice' && <><FileText className="size-4 text-slate-400" aria-hidden />{t('flow.editInvoice')}</>}
              {a.kind === 'editFlow' && <><PencilLine className="size-4 text-slate-400" aria-hidden />{t('flow.editFlow')}</>}
              {a.kind === 'notify' && <><Send className="size-4 text-slate-400" aria-hidden />{t('flow.notifyCandidate')}</>}
            </MenuItem>
          ))}
        </>
      )}
    </Menu>
  );
}
