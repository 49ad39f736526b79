import { format, isSameMonth, isToday } from 'date-fns';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataRecord, Lang } from '../api/types';
import { Button } from '../components/Button';
import { ErrorState } from '../components/ErrorState';
import { SlideOver } from '../components/SlideOver';
import { useSession } from '../stores/session';
import { usePageFloat, type FloatData } from '../stores/pageFloat';
import { dateLocale, parseStored } from './dates';
import { newTodoValues, todosInRange, TODO_MODEL } from './todos';
import { useTodoCategories } from './useTodoOptions';
import { monthDays, place, step, viewRange, weekDays, weekStartOf, type CalendarView } from './week';

const HOUR_PX = 44;
const FIRST_SHOWN_HOUR = 7; // the week view opens scrolled to the working day

/** The page float calendar:todo (spec 001 §2): my to-dos by week (default) or month, placed by
 * their time in their category's colour. A click edits one; after saving, the calendar opens
 * again on the same day. */
export default function CalendarPanel({ data, closing }: { data: FloatData; closing: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const locale = dateLocale(lang);
  const weekStartsOn = weekStartOf(useSession((s) => s.config?.calendar_week_start));
  const user = useSession((s) => s.user);
  const [view, setView] = useState<CalendarView>(data.view === 'month' ? 'month' : 'week');
  const [day, setDay] = useState(() => (typeof data.day === 'string' ? new Date(data.day) : new Date()));
  const [todos, setTodos] = useState<DataRecord[]>();
  const [error, setError] = useState<unknown>();
  const { meta, category } = useTodoCategories();
  const range = useMemo(() => viewRange(day, view, weekStartsOn), [day, view, weekStartsOn]);

  const load = useCallback(() => {
    let stale = false;
    setError(undefined);
    todosInRange(range.start, range.end).then((list) => { if (!stale) setTodos(list); }, (e) => { if (!stale) setError(e); });
    return () => { stale = true; };
  }, [range.start.getTime(), range.end.getTime()]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(load, [load]);

  const close = useCallback(() => { usePageFloat.getState().close(); }, []);
  // The edit form takes the page float; once it has closed, the calendar comes back here.
  const back = { view, day: day.toISOString() };
  const reopen = () => setTimeout(() => usePageFloat.getState().open(`calendar:${TODO_MODEL}`, back), 0);
  const edit = (todo: DataRecord) => usePageFloat.getState().open(`edit:${TODO_MODEL}`, { id: todo.id, onSaved: reopen });
  const add = () => usePageFloat.getState().open(`add:${TODO_MODEL}`, { values: newTodoValues(user), onSaved: reopen });

  const days = view === 'week' ? weekDays(day, weekStartsOn) : monthDays(day, weekStartsOn);
  const title = view === 'week'
    ? `${format(days[0], 'PP', { locale })} – ${format(days[6], 'PP', { locale })}`
    : format(day, lang === 'en' ? 'MMMM yyyy' : 'yyyy年M月', { locale });

  return (
    <SlideOver title={t('todo.calendar')} onRequestClose={close} closing={closing} size="wide">
      <section className="flex min-h-0 flex-1 flex-col px-5 py-4" aria-label={t('todo.calendar')}>
        <div className="mb-3 flex flex-wrap items-center gap-2">
          <Button onClick={() => setDay(new Date())}>{t('todo.today')}</Button>
          <Button variant="ghost" aria-label={t('todo.previous')} onClick={() => setDay(step(day, view, -1))}><ChevronLeft className="size-4" aria-hidden /></Button>
          <Button variant="ghost" aria-label={t('todo.next')} onClick={() => setDay(step(day, view, 1))}><ChevronRight className="size-4" aria-hidden /></Button>
          <h3 className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-900" aria-live="polite">{title}</h3>
          <div role="group" aria-label={t('todo.view')} className="inline-flex rounded-lg ring-1 ring-slate-300">
            {(['week', 'month'] as const).map((v) => (
              <button key={v} type="button" aria-pressed={view === v} onClick={() => setView(v)}
                className={`px-3 py-1.5 text-sm font-medium first:rounded-l-lg last:rounded-r-lg ${view === v ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-50'}`}>
                {t(`todo.${v}`)}
              </button>
            ))}
          </div>
          {meta && <Button variant="primary" onClick={add}><Plus className="size-4" aria-hidden />{t('todo.add')}</Button>}
        </div>
        {error !== undefined && <ErrorState error={error} onRetry={load} />}
        {error === undefined && view === 'week' && <WeekGrid days={days} todos={todos ?? []} lang={lang} category={category} onOpen={edit} />}
        {error === undefined && view === 'month' && <MonthGrid days={days} month={day} todos={todos ?? []} lang={lang} category={category} onOpen={edit} onDay={(d) => { setDay(d); setView('week'); }} />}
      </section>
    </SlideOver>
  );
}

type CategoryOf = (code: unknown) => { label: string; color?: string } | undefined;

function WeekGrid({ days, todos, lang, category, onOpen }: { days: Date[]; todos: DataRecord[]; lang: Lang; category: CategoryOf; onOpen(t: DataRecord): void }) {
  const locale = dateLocale(lang);
  const scroller = useRef<HTMLDivElement>(null);
  // Open on the working day, or on the hour before now when this week holds today.
  const showsToday = days.some((d) => isToday(d));
  useEffect(() => {
    const hour = showsToday ? Math.min(FIRST_SHOWN_HOUR, new Date().getHours() - 1) : FIRST_SHOWN_HOUR;
    scroller.current?.scrollTo({ top: Math.max(hour, 0) * HOUR_PX });
  }, [showsToday, days[0].getTime()]); // eslint-disable-line react-hooks/exhaustive-deps
  const blocks = todos.flatMap((todo) => {
    const start = parseStored(todo.start_date);
    return start ? place(start, parseStored(todo.end_date), days).map((p) => ({ todo, ...p })) : [];
  });
  return (
    <div className="flex min-h-0 flex-1 flex-col overflow-hidden rounded-xl ring-1 ring-slate-200">
      <div className="grid grid-cols-[3rem_repeat(7,minmax(0,1fr))] border-b border-slate-200 bg-slate-50">
        <div />
        {days.map((d) => (
          <div key={d.toISOString()} className={`px-1 py-2 text-center text-xs font-medium ${isToday(d) ? 'text-brand-700' : 'text-slate-600'}`}>
            <div>{format(d, 'EEE', { locale })}</div>
            <div className={`mx-auto mt-0.5 flex size-7 items-center justify-center rounded-full text-sm ${isToday(d) ? 'bg-brand-600 text-white' : 'text-slate-900'}`}>{format(d, 'd')}</div>
          </div>
        ))}
      </div>
      <div ref={scroller} className="relative min-h-0 flex-1 overflow-y-auto">
        <div className="relative grid grid-cols-[3rem_repeat(7,minmax(0,1fr))]" style={{ height: 24 * HOUR_PX }}>
          <div>
            {Array.from({ length: 24 }, (_, h) => (
              <div key={h} className="pr-1 text-right text-[10px] text-slate-400" style={{ height: HOUR_PX }}>{h === 0 ? '' : `${String(h).padStart(2, '0')}:00`}</div>
            ))}
          </div>
          {days.map((d, i) => (
            <div key={d.toISOString()} role="list" aria-label={format(d, 'PPPP', { locale })} data-day={format(d, 'yyyy-MM-dd')}
              className={`relative border-l border-slate-100 ${isToday(d) ? 'bg-brand-50/40' : ''}`}
              style={{ backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${HOUR_PX - 1}px, #f1f5f9 ${HOUR_PX - 1}px, #f1f5f9 ${HOUR_PX}px)` }}>
              {blocks.filter((b) => b.day === i).map((b) => (
                <TodoBlock key={`${b.todo.id}-${b.day}`} todo={b.todo} lang={lang} category={category} onOpen={onOpen} short={b.length < 45}
                  style={{ top: (b.top / 60) * HOUR_PX, height: Math.max((b.length / 60) * HOUR_PX - 2, 18) }} />
              ))}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function MonthGrid({ days, month, todos, lang, category, onOpen, onDay }: {
  days: Date[]; month: Date; todos: DataRecord[]; lang: Lang; category: CategoryOf; onOpen(t: DataRecord): void; onDay(d: Date): void;
}) {
  const { t } = useTranslation();
  const locale = dateLocale(lang);
  const MAX_SHOWN = 3;
  return (
    <div className="grid flex-1 grid-cols-7 overflow-y-auto rounded-xl ring-1 ring-slate-200">
      {days.slice(0, 7).map((d) => <div key={`h${d.toISOString()}`} className="border-b border-slate-200 bg-slate-50 py-1.5 text-center text-xs font-medium text-slate-600">{format(d, 'EEE', { locale })}</div>)}
      {days.map((d) => {
        const mine = todos.filter((todo) => {
          const s = parseStored(todo.start_date);
          return s ? place(s, parseStored(todo.end_date), [d]).length > 0 : false;
        });
        return (
          <div key={d.toISOString()} role="list" aria-label={format(d, 'PPPP', { locale })} data-day={format(d, 'yyyy-MM-dd')}
            className={`min-h-24 border-b border-l border-slate-100 p-1 ${isSameMonth(d, month) ? '' : 'bg-slate-50/70 text-slate-400'}`}>
            <button type="button" onClick={() => onDay(d)} className={`mb-1 flex size-6 items-center justify-center rounded-full text-xs ${isToday(d) ? 'bg-brand-600 text-white' : 'hover:bg-slate-100'}`}>{format(d, 'd')}</button>
            {mine.slice(0, MAX_SHOWN).map((todo) => <TodoBlock key={todo.id} todo={todo} lang={lang} category={category} onOpen={onOpen} compact />)}
            {mine.length > MAX_SHOWN && <button type="button" className="text-xs text-slate-500 hover:text-slate-900" onClick={() => onDay(d)}>{t('todo.more', { count: mine.length - MAX_SHOWN })}</button>}
          </div>
        );
      })}
    </div>
  );
}

/** One to-do on the grid: its time and text on its category's colour; done ones are struck through. */
function TodoBlock({ todo, lang, category, onOpen, style, compact = false, short = false }: {
  todo: DataRecord; lang: Lang; category: CategoryOf; onOpen(t: DataRecord): void; style?: CSSProperties;
  /** compact: a line in a month cell; short: a brief block, time and text on one line. */
  compact?: boolean; short?: boolean;
}) {
  const inline = compact || short;
  const cat = category(todo.category);
  const color = cat?.color ?? '#64748b';
  const start = parseStored(todo.start_date);
  const done = todo.status === 'done';
  const time = start ? format(start, 'HH:mm', { locale: dateLocale(lang) }) : '';
  return (
    <button type="button" role="listitem" onClick={() => onOpen(todo)} title={[time, String(todo.content ?? ''), cat?.label].filter(Boolean).join(' · ')}
      className={`${compact ? 'mb-0.5 flex w-full' : `absolute inset-x-0.5 flex ${short ? 'items-start' : 'flex-col'}`} overflow-hidden rounded-md border-l-[3px] px-1.5 py-0.5 text-left text-[11px] leading-tight hover:brightness-95 ${done ? 'line-through opacity-60' : ''}`}
      style={{ ...style, borderColor: color, backgroundColor: `${color}1f`, color: '#0f172a' }}>
      <span className="shrink-0 font-semibold tabular-nums" style={{ color }}>{time}</span>
      <span className={`min-w-0 ${inline ? 'ml-1 truncate' : 'break-words'}`}>{String(todo.content ?? '')}</span>
    </button>
  );
}

