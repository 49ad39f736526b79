import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { Eye, LayoutDashboard, Plus, RefreshCw, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorState } from '../components/ErrorState';
import { SortableItem } from '../components/SortableItem';
import { FullPageSpinner } from '../components/Spinner';
import { useToasts } from '../components/Toasts';
import { useMediaQuery } from '../components/useMediaQuery';
import { Menu, MenuItem } from '../components/Menu';
import { isMobilePath } from '../router/hash';
import { useSession } from '../stores/session';
import { DashletCard, type DashletActions } from './DashletCard';
import { DashletForm } from './DashletForm';
import { dashboardApi, type Dashlet, type DashletInput, type Home } from './dashboardApi';

/** Grid classes of the two widths (spec 000 §9): half and full of a two-column grid; one column
 * on a phone. */
export const widthClass = (d: Pick<Dashlet, 'width'>) => (d.width === 'w-box-sp12' ? 'md:col-span-2' : 'md:col-span-1');

/** #dashboard: the reader's home (GET /rest/dashboard/mine) as a grid of dashlets they order by
 * dragging, resize, edit, add and remove; an admin's dashlets for everyone are read only and
 * hidden rather than removed. The first change makes the role's home the user's own (server). */
export default function DashboardPage() {
  const { t } = useTranslation();
  const user = useSession((s) => s.user)!;
  const phone = useMediaQuery('(max-width: 767px)') || isMobilePath();
  const push = useToasts((s) => s.push);
  const [home, setHome] = useState<Home>();
  const [error, setError] = useState<unknown>();
  const [refresh, setRefresh] = useState(0);
  const [editing, setEditing] = useState<Dashlet | 'new'>();
  const [removing, setRemoving] = useState<Dashlet>();
  const [resetting, setResetting] = useState(false);

  const load = useCallback(() => dashboardApi.mine().then((h) => { setHome(h); setError(undefined); }, setError), []);
  useEffect(() => { void load(); }, [load]);

  const fail = (e: unknown) => push('error', e instanceof Error ? e.message : String(e));
  /** A change, then the home as the server resolves it (keys change once the home is the user's). */
  const change = (run: () => Promise<unknown>, done?: string) => run().then(() => { if (done) push('success', done); }, fail).finally(() => void load());

  const actions: DashletActions = {
    edit: (d) => setEditing(d),
    resize: (d) => {
      const width = d.width === 'w-box-sp12' ? 'w-box-sp6' : 'w-box-sp12';
      setHome((h) => h && { ...h, dashlets: h.dashlets.map((x) => (x.key === d.key ? { ...x, width } : x)) });
      void change(() => dashboardApi.save({ ...d, width }));
    },
    remove: (d) => setRemoving(d),
    hide: (d) => void change(() => dashboardApi.hide(d.key), t('dashboard.hidden', { name: d.name })),
  };

  async function save(d: DashletInput) {
    try {
      await dashboardApi.save(d);
    } catch (e) {
      push('error', t('dashboard.addError'));
      throw e;
    }
    setEditing(undefined);
    push('success', t('dashboard.saved'));
    await load();
  }

  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  function onDragEnd(e: DragEndEvent) {
    if (!home || !e.over || e.active.id === e.over.id) return;
    const keys = home.dashlets.map((d) => d.key);
    const next = arrayMove(home.dashlets, keys.indexOf(String(e.active.id)), keys.indexOf(String(e.over.id)));
    setHome({ ...home, dashlets: next });
    void change(() => dashboardApi.order(next.filter((d) => !d.readonly).map((d) => d.key)));
  }

  if (error && !home) return <ErrorState error={error} onRetry={() => void load()} />;
  if (!home) return <FullPageSpinner />;
  const movable = (d: Dashlet) => !d.readonly && !phone;
  return (
    <div className="h-full overflow-y-auto bg-slate-50" data-testid="dashboard" data-home={home.home} data-own={home.own || undefined}>
      <div className="mx-auto max-w-7xl px-3 py-4 sm:px-6 sm:py-6">
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <LayoutDashboard className="size-5 text-brand-600" aria-hidden />
          <h1 className="text-lg font-semibold text-slate-900">{home.label || t('dashboard.title')}</h1>
          <div className="ml-auto flex items-center gap-2">
            <Button onClick={() => setRefresh((n) => n + 1)} title={t('dashboard.refresh')} aria-label={t('dashboard.refresh')}>
              <RefreshCw className="size-4" aria-hidden />
            </Button>
            {home.hidden.length > 0 && (
              <Menu label={t('dashboard.hiddenCount', { count: home.hidden.length })}
                button={<span className="inline-flex items-center gap-1.5 text-sm"><Eye className="size-4" aria-hidden />{t('dashboard.hiddenCount', { count: home.hidden.length })}</span>}>
                {(close) => home.hidden.map((d) => (
                  <MenuItem key={d.key} onSelect={() => { close(); void change(() => dashboardApi.hide(d.key, false)); }}>{t('dashboard.showAgain', { name: d.name })}</MenuItem>
                ))}
              </Menu>
            )}
            {home.own && (
              <Button onClick={() => setResetting(true)} title={t('dashboard.resetHint')}>
                <RotateCcw className="size-4" aria-hidden /><span className="hidden sm:inline">{t('dashboard.reset')}</span>
              </Button>
            )}
            <Button variant="primary" onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden />{t('dashboard.add')}
            </Button>
          </div>
        </div>
        {home.dashlets.length === 0 && <p className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-sm text-slate-500">{t('dashboard.emptyHome')}</p>}
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={home.dashlets.map((d) => d.key)} strategy={rectSortingStrategy}>
            <div className="grid grid-cols-1 gap-4 md:grid-cols-2" data-testid="dashlet-grid">
              {home.dashlets.map((d) => (
                <SortableItem key={d.key} id={d.key} as="div" className={`min-w-0 ${widthClass(d)}`}>
                  {(handle) => <DashletCard dashlet={d} actions={actions} handle={movable(d) ? handle : undefined} refresh={refresh} phone={phone} />}
                </SortableItem>
              ))}
            </div>
          </SortableContext>
        </DndContext>
      </div>
      {editing && (
        <DashletForm dashlet={editing === 'new' ? undefined : editing} isAdmin={!!user.isAdmin} onSave={save} onCancel={() => setEditing(undefined)} />
      )}
      {removing && (
        <ConfirmDialog message={t('dashboard.removeConfirm', { name: removing.name })} confirmLabel={t('dashboard.remove')} danger
          onConfirm={() => { const d = removing; setRemoving(undefined); void change(() => dashboardApi.remove(d.key), t('dashboard.removed')); }}
          onCancel={() => setRemoving(undefined)} />
      )}
      {resetting && (
        <ConfirmDialog message={t('dashboard.resetConfirm')} confirmLabel={t('dashboard.reset')}
          onConfirm={() => { setResetting(false); void change(() => dashboardApi.reset()); }} onCancel={() => setResetting(false)} />
      )}
    </div>
  );
}
