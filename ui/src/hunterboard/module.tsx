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

// The job's Publish dropdown draws the modal while this entry is chosen; its code comes with
// the first choice.
registerPublishTarget({
  plugin: 'hunterboard', key: 'hunterboard', labelKey: 'hunterboard.publishTarget', order: 20,
  Dialog: split(() => import('./publish/PublishModal'), null).Component,
});

export const hunterboard: UiModule = {
  name: 'hunterboard',
  plugin: true,
  requires: ['jobboard'],
  pages: [{ page: 'hunterboard', ...split(() => import('./search/SearchPage'), <FullPageSpinner />) }],
  header: [{ key: 'hunterboard', order: 35, Component: HeaderEntry }],
};
