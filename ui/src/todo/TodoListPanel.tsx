import { format, isBefore, startOfDay } from 'date-fns';
import { CalendarDays, Plus } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, Lang } from '../api/types';
import { Button } from '../components/Button';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { SlideOver } from '../components/SlideOver';
import { Spinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { usePageFloat, type FloatData } from '../stores/pageFloat';
import { Badge } from '../widgets/display/Badge';
import { nameOf } from '../widgets/display/types';
import { dateLocale, parseStored } from './dates';
import { useSession } from '../stores/session';
import { newTodoValues, setTodoStatus, todoPage, TODO_MODEL, type TodoFilter } from './todos';
import { useTodoCategories } from './useTodoOptions';

const PAGE = 50;

/** The page float list:todo (spec 001 §2): my to-dos, open first by start (overdue in red),
 * done ones newest first; a tick marks one done (or open again) at once. */
export default function TodoListPanel({ data, closing }: { data: FloatData; closing: boolean }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<TodoFilter>(data.filter === 'done' || data.filter === 'all' ? data.filter : 'open');
  const [rows, setRows] = useState<DataRecord[]>();
  const [pages, setPages] = useState(1);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<unknown>();
  const user = useSession((s) => s.user);

  const load = useCallback((p = 1) => {
    setError(undefined);
    todoPage(filter, p, PAGE).then((answer) => {
      setRows((before) => (p === 1 ? answer.list : [...(before ?? []), ...answer.list]));
      setPages(answer.pages);
      setPage(p);
    }, setError);
  }, [filter]);
  useEffect(() => { setRows(undefined); load(1); }, [load]);

  const close = useCallback(() => { usePageFloat.getState().close(); }, []);
  const reopen = () => setTimeout(() => usePageFloat.getState().open(`list:${TODO_MODEL}`, { filter }), 0);
  const open = (kind: string, extra: FloatData = {}) => usePageFloat.getState().open(kind, { ...extra, onSaved: reopen });

  return (
    <SlideOver title={t('todo.list')} onRequestClose={close} closing={closing}>
      <section className="flex min-h-0 flex-1 flex-col overflow-y-auto px-6 py-5" aria-label={t('todo.list')}>
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <div role="tablist" aria-label={t('todo.filter')} className="inline-flex rounded-lg ring-1 ring-slate-300">
            {(['open', 'done', 'all'] as const).map((f) => (
              <button key={f} type="button" role="tab" aria-selected={filter === f} onClick={() => setFilter(f)}
                className={`px-3 py-1.5 text-sm font-medium first:rounded-l-lg last:rounded-r-lg ${filter === f ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-50'}`}>
                {t(`todo.filters.${f}`)}
              </button>
            ))}
          </div>
          <span className="flex-1" />
          <Button variant="ghost" onClick={() => usePageFloat.getState().open(`calendar:${TODO_MODEL}`)}><CalendarDays className="size-4" aria-hidden />{t('todo.calendar')}</Button>
          <Button variant="primary" onClick={() => open(`add:${TODO_MODEL}`, { values: newTodoValues(user) })}><Plus className="size-4" aria-hidden />{t('todo.add')}</Button>
        </div>
        {!rows && error === undefined && <div className="flex justify-center py-16"><Spinner className="size-8" /></div>}
        {error !== undefined && <ErrorState error={error} onRetry={() => load(1)} />}
        {rows && rows.length === 0 && <EmptyState title={t(`todo.empty.${filter}`)} />}
        {rows && rows.length > 0 && (
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl bg-white ring-1 ring-slate-200">
            {rows.map((row) => (
              <TodoRow key={row.id} todo={row} onEdit={() => open(`edit:${TODO_MODEL}`, { id: row.id })}
                onChanged={(next) => setRows((list) => (list ?? []).flatMap((r) => (r.id !== row.id ? [r] : filter === 'all' ? [next] : [])))} />
            ))}
          </ul>
        )}
        {rows && page < pages && <Button className="mt-3 self-center" onClick={() => load(page + 1)}>{t('todo.loadMore')}</Button>}
      </section>
    </SlideOver>
  );
}

/** One to-do: a done tick, its text (opens the edit form), when, its category and what it is about. */
function TodoRow({ todo, onEdit, onChanged }: { todo: DataRecord; onEdit(): void; onChanged(next: DataRecord): void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const push = useToasts((s) => s.push);
  const { category } = useTodoCategories();
  const [busy, setBusy] = useState(false);
  const done = todo.status === 'done';
  const start = parseStored(todo.start_date);
  const overdue = !done && start !== undefined && isBefore(start, startOfDay(new Date()));
  const cat = category(todo.category);
  const about = ['candidate', 'client', 'joborder'].map((k) => todo[k]).filter((v) => v !== null && v !== undefined).map((v) => nameOf(v, lang));

  async function toggle() {
    setBusy(true);
    try {
      const next = await setTodoStatus(todo, !done);
      push('success', t(done ? 'todo.reopened' : 'todo.markedDone'));
      onChanged(next);
    } catch (e) {
      push('error', e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  }

  const content = String(todo.content ?? '');
  return (
    <li className="flex items-start gap-3 px-4 py-3" aria-label={content}>
      <input type="checkbox" checked={done} disabled={busy} onChange={() => void toggle()} aria-label={t('todo.markDone', { content })}
        className="mt-0.5 size-4 shrink-0 rounded border-slate-300 text-brand-600 focus:ring-brand-600" />
      <div className="min-w-0 flex-1">
        <button type="button" onClick={onEdit} className={`block max-w-full break-words text-left text-sm font-medium hover:text-brand-700 ${done ? 'text-slate-400 line-through' : 'text-slate-900'}`}>{content}</button>
        <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-500">
          {start && <span className={`tabular-nums ${overdue ? 'font-medium text-red-600' : ''}`}>{format(start, 'PP HH:mm', { locale: dateLocale(lang) })}{overdue ? ` · ${t('todo.overdue')}` : ''}</span>}
          {cat && <Badge color={cat.color}>{cat.label}</Badge>}
          {about.map((name) => <span key={name} className="truncate">{name}</span>)}
        </p>
      </div>
    </li>
  );
}
