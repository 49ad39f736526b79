// The job boards' shared screens (not a plugin, but in force only while a board plugin is):
// the job order's Publish dropdown, the closed-job banner over open publications, and the
// Channel Management settings page. The board modules (liepin, hunterboard) build on the API
// of ./index.ts.
import { Link2 } from 'lucide-react';
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import './i18n';

/** The board plugins this module serves. */
export const BOARD_PLUGINS = ['liepin', 'hunterboard'];

export const jobboard: UiModule = {
  name: 'jobboard',
  onlyWith: BOARD_PLUGINS,
  settings: [{ type: 'account', labelKey: 'jobboard.accounts.title', icon: Link2, ...split(() => import('./AccountsPage')) }],
  pages: [{ page: 'account', ...split(() => import('./AccountRoute')) }],
  recordButtons: [split(() => import('./PublishButton'))],
  recordSummaries: [split(() => import('./ClosedJobBanner'))],
};
