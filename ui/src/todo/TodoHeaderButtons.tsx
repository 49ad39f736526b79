import { CalendarDays, ListTodo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageFloat } from '../stores/pageFloat';
import { TODO_MODEL } from './todos';

/** The header's calendar and to-do list buttons (spec 001 §2: floating pages calendar:todo and
 * list:todo); a second click closes the panel, as every page float does. */
export function TodoHeaderButtons() {
  const { t } = useTranslation();
  const kind = usePageFloat((s) => s.kind);
  const button = (sub: 'calendar' | 'list', label: string, Icon: typeof CalendarDays) => {
    const k = `${sub}:${TODO_MODEL}`;
    return (
      <button type="button" aria-label={label} title={label} aria-pressed={kind === k} onClick={() => usePageFloat.getState().open(k)}
        className={`rounded-lg p-1.5 ${kind === k ? 'bg-brand-50 text-brand-700' : 'text-slate-500 hover:bg-slate-100 hover:text-slate-900'}`}>
        <Icon className="size-5" aria-hidden />
      </button>
    );
  };
  return (
    <div className="flex shrink-0 items-center gap-0.5">
      {button('calendar', t('todo.calendar'), CalendarDays)}
      {button('list', t('todo.list'), ListTodo)}
    </div>
  );
}
