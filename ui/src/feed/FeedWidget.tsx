// The activity feed of a record (a detail tab of type 'feed') or, without one, of the records
// the user follows (#feed). Tabs: All, then one per external type as the server's facet answers
// them; each tab loads the first time it is shown.
import { BookOpen, Check, Plus } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedApi } from './feedApi';
import { ErrorState } from '../components/ErrorState';
import { Spinner } from '../components/Spinner';
import { tabCount } from '../detail/tabCount';
import { useModel } from '../stores/useModel';
import { FeedList } from './FeedList';
import { feedTabs, openingTab } from './tabs';
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

  const loadFacets = () => { setError(undefined); feedApi.facet(source).then(setFacets).catch(setError); };
  useEffect(loadFacets, [source.model, source.id, version]); // eslint-disable-line react-hooks/exhaustive-deps

  const tabs = useMemo(() => (facets ? feedTabs(facets, t('feed.all')) : undefined), [facets, t]);
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
  return (
    <div className="space-y-4">
      <div className="flex items-end gap-3 border-b border-slate-200">
        <div role="tablist" aria-label={t('feed.tabs')} className="flex min-w-0 flex-1 gap-1 overflow-x-auto">
          {tabs.map((tab) => {
            const on = tab.key === current;
            return (
              <button key={tab.key || 'all'} type="button" role="tab" aria-selected={on} aria-label={tab.iconOnly ? t('feed.kind.book') : undefined}
                title={tab.iconOnly ? t('feed.kind.book') : undefined} onClick={() => select(tab.key)}
                className={`-mb-px flex items-center gap-1.5 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium ${on ? 'border-brand-600 text-brand-700' : 'border-transparent text-slate-500 hover:text-slate-800'}`}>
                {tab.iconOnly ? <BookOpen className="size-4" aria-hidden /> : tab.label}
                <span className={`rounded-full px-1.5 py-0.5 text-xs tabular-nums ${on ? 'bg-brand-50 text-brand-700' : 'bg-slate-100 text-slate-500'}`}>{tabCount(tab.count)}</span>
              </button>
            );
          })}
        </div>
        {source.model && source.id && <FollowButton model={source.model} id={source.id} />}
      </div>
      {tabs.filter((tab) => shown.has(tab.key)).map((tab) => (
        <div key={tab.key || 'all'} role="tabpanel" className={tab.key === current ? '' : 'hidden'}>
          <FeedList source={source} tab={tab.key} version={version} hideOperation={hideOperation} noteFk={noteFk} onChanged={() => setVersion((v) => v + 1)} />
        </div>
      ))}
    </div>
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
      className={`mb-1.5 inline-flex shrink-0 items-center gap-1 rounded-full px-3 py-1 text-xs font-medium ring-1 ${following ? 'bg-brand-50 text-brand-700 ring-brand-200' : 'bg-white text-slate-600 ring-slate-300 hover:bg-slate-50'}`}>
      {following ? <Check className="size-3.5" aria-hidden /> : <Plus className="size-3.5" aria-hidden />}
      {t(following ? 'feed.following' : 'feed.follow')}
    </button>
  );
}
