// #feed: the activity of every record the user follows (the feed widget without a record).
// ?tab= re-opens a tab, and choosing one writes it back, so the page comes back where it was.
import { useTranslation } from 'react-i18next';
import { navigate } from '../router/hash';
import { FeedWidget } from './FeedWidget';

export default function FeedPage({ query }: { query: URLSearchParams }) {
  const { t } = useTranslation();
  return (
    <div className="h-full overflow-auto">
      <div className="mx-auto max-w-4xl space-y-4 px-4 py-6 sm:px-6">
        <div>
          <h1 className="text-xl font-semibold tracking-tight text-slate-900">{t('feed.myFeed')}</h1>
          <p className="text-sm text-slate-500">{t('feed.myFeedHint')}</p>
        </div>
        <FeedWidget source={{}} wantedTab={query.get('tab')} onTab={(key) => navigate(key ? `#feed?tab=${encodeURIComponent(key)}` : '#feed', true)} />
      </div>
    </div>
  );
}
