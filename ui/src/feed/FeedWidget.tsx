// The activity feed of a record (a detail tab of type 'feed') or, without one, of the records
// the user follows (#feed). Tabs: All, then one per external type as the server's facet answers
// them; each tab loads the first time it is shown.
import { BookOpen, Check, ChevronDown, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedApi } from './feedApi';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { tabCount } from '../detail/tabCount';
import { useModel } from '../stores/useModel';
import { useRecordsChangedTick } from '../stores/recordsChanged';
import { FeedList } from './FeedList';
import { Menu, MenuItem } from '../components/Menu';
import { feedTabs, openingTab, stripAndMenu, type FeedTab } from './tabs';
import type { FeedFacet, FeedSource } from './types';

export function FeedWidget({ source, wantedTab, onTab, hideOperation }: {
  source: FeedSource;
  /** The tab the parent page's tab chain names; All when absent or not on this feed. */
  wantedTab?: string | null; onTab?(key: string): void; hideOperation?: boolean;
}) {
  const { t } = useTranslation();
  const [facets, setFacets] = useState<FeedFacet[]>();
  const [error, setError] = useState<unknown>();
  const [current, setCurrent] = useState<string>();
  const [shown, setShown] = useState<Set<string>>(new Set());
  const [version, setVersion] = useState(0);
  // The note's field that names this feed's record (candidate → note.candidate).
  const { meta: noteMeta } = useModel('note', '', !!source.model);
  const noteFk = noteMeta?.fields.find((f) => f.type === 'foreignkey' && f.to === source.model)?.name;

  // A record written anywhere on the page (a stage saved, an action run) may add items: count again.
  const tick = useRecordsChangedTick();
  const loadFacets = () => { setError(undefined); feedApi.facet(source).then(setFacets).catch(setError); };
  useEffect(loadFacets, [source.model, source.id, version, tick]); // eslint-disable-line react-hooks/exhaustive-deps

  const tabs = useMemo(() => (facets ? feedTabs(facets, t('feed.all'), t('feed.kind.book')) : undefined), [facets, t]);
  useEffect(() => {
    if (!tabs || current !== undefined) return;
    const first = openingTab(tabs, wantedTab);
    setCurrent(first);
    setShown(new Set([first]));
  }, [tabs]); // eslint-disable-line react-hooks/exhaustive-deps

  function select(key: string) {
    setCurrent(key);
    setShown((s) => new Set(s).add(key));
    onTab?.(key);
  }

  if (error) return <ErrorState error={error} onRetry={loadFacets} />;
  if (!tabs || current === undefined) return <div className="flex justify-center py-10"><Spinner /></div>;
  const { strip, menu } = stripAndMenu(tabs, current);
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        {/* The tabs with items wrap rather than scroll out of sight; the empty ones wait in a menu. */}
        <div role="tablist" aria-label={t('feed.tabs')} className="flex min-w-0 flex-1 flex-wrap items-center gap-1.5">
          {strip.map((tab) => <FeedTabButton key={tab.key || 'all'} tab={tab} on={tab.key === current} onSelect={select} />)}
          {menu.length > 0 && (
            <Menu align="left" label={t('feed.moreTabs', { count: menu.length })}
              button={<>{t('feed.moreTabs', { count: menu.length })}<ChevronDown className="size-3.5" aria-hidden /></>}>
              {(close) => menu.map((tab) => (
                <MenuItem key={tab.key} onSelect={() => { close(); select(tab.key); }}>
                  {tab.iconOnly && <BookOpen className="size-4 text-slate-400" aria-hidden />}
                  <span className="flex-1">{tab.label}</span>
                  <span className="text-xs tabular-nums text-slate-400">{tabCount(tab.count)}</span>
                </MenuItem>
              ))}
            </Menu>
          )}
        </div>
        {source.model && source.id && <FollowButton model={source.model} id={source.id} />}
      </div>
      {tabs.filter((tab) => shown.has(tab.key)).map((tab) => (
        <div key={tab.key || 'all'} role="tabpanel" className={tab.key === current ? '' : 'hidden'}>
          <FeedList source={source} tab={tab.key} version={version + tick} hideOperation={hideOperation} noteFk={noteFk} onChanged={() => setVersion((v) => v + 1)} />
        </div>
      ))}
    </div>
  );
}

/** One tab of the strip, a pill with its label (the change log's with its icon too) and count. */
function FeedTabButton({ tab, on, onSelect }: { tab: FeedTab; on: boolean; onSelect(key: string): void }) {
  return (
    <button type="button" role="tab" aria-selected={on} onClick={() => onSelect(tab.key)}
      className={`flex items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-sm font-medium ring-1 ${on ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-white text-slate-600 ring-slate-200 hover:bg-slate-50 hover:text-slate-900'}`}>
      {tab.iconOnly && <BookOpen className="size-4" aria-hidden />}
      {tab.label}
      <span className={`rounded-full px-1.5 text-xs tabular-nums ${on ? 'bg-white text-brand-700' : 'bg-slate-100 text-slate-500'}`}>{tabCount(tab.count)}</span>
    </button>
  );
}

/** Follow / Following: a followed record's activity shows on the user's own feed. */
function FollowButton({ model, id }: { model: string; id: number }) {
  const { t } = useTranslation();
  const [following, setFollowing] = useState<boolean>();
  const [busy, setBusy] = useState(false);
  useEffect(() => { feedApi.following(model, id).then(setFollowing).catch(() => setFollowing(undefined)); }, [model, id]);
  if (following === undefined) return null;
  const toggle = async () => {
    setBusy(true);
    try { await feedApi.follow(model, id, !following); setFollowing(!following); } finally { setBusy(false); }
  };
  return (
    <button type="button" aria-pressed={following} disabled={busy} onClick={() => void toggle()} title={t('feed.followHint')}
      className={`inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1 text-xs font-medium ring-1 ${following ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50'}`}>
      {following ? <Check className="size-3.5" aria-hidden /> : <Plus className="size-3.5" aria-hidden />}
      {t(following ? 'feed.following' : 'feed.follow')}
    </button>
  );
}
