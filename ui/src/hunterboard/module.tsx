// Hunter Board (add-on B of spec 002, a plugin): the resume search page (#hunterboard/resumes)
// with the header's way to it, and the five-section publish form, offered in the job's
// Publish dropdown (jobboard's registerPublishTarget, order 20). Turned off for the tenant,
// none of these is drawn or asked for; unbound, each says so and offers to bind.
import { FullPageSpinner } from '../components/Spinner';
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { registerPublishTarget } from './board';
import { HeaderEntry } from './HeaderEntry';
import './messages';
import { usePublishing } from './publish/publishing';

registerPublishTarget({
  plugin: 'hunterboard', key: 'hunterboard', labelKey: 'hunterboard.publishTarget', order: 20,
  open: (job) => usePublishing.getState().open(job),
});

export const hunterboard: UiModule = {
  name: 'hunterboard',
  plugin: true,
  requires: ['jobboard'],
  pages: [{ page: 'hunterboard', ...split(() => import('./search/SearchPage'), <FullPageSpinner />) }],
  header: [{ key: 'hunterboard', order: 35, Component: HeaderEntry }],
  hosts: [split(() => import('./publish/PublishHost'))],
};
