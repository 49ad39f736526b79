// Activity: the feed of the records a user follows (#feed), a record's Feeds tab, and the
// header's link to it. The feed draws the cells other modules register (feedCells).
import { FullPageSpinner } from '../components/Spinner';
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { FeedHeaderLink } from './FeedHeaderLink';

export const activity: UiModule = {
  name: 'activity',
  // Cells of SMS and approval flows read their rules.
  requires: ['notices', 'approvals'],
  pages: [{ page: 'feed', ...split(() => import('./FeedPage'), <FullPageSpinner />) }],
  header: [{ key: 'feed', order: 30, Component: FeedHeaderLink }],
  detailTabs: [{ matches: (tab) => tab.type === 'feed', aside: true, ...split(() => import('./FeedTab')) }],
};
