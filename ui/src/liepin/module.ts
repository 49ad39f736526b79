// Add-on A (spec 002 §2–§9), a plugin: the header's Bind / Unbind entry, the resume search
// (#liepin/resumelist/{filter}), the resume detail float, and the job order's 'Publish job to
// provider' (a target of the shared Publish dropdown). Turned off for the tenant, none of it
// is drawn and none of its calls is made.
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { HeaderEntry, UnbindHost } from './HeaderEntry';
import './i18n';
import { registerPublishTarget } from '../jobboard';
import { PAGE_GROUP } from './filter';

registerPublishTarget({
  plugin: 'liepin', key: 'liepin', labelKey: 'liepin.publish.title', order: 10,
  ...(({ Component }) => ({ Dialog: Component }))(split(() => import('./publish/PublishModal'))),
});

export const liepin: UiModule = {
  name: 'liepin',
  plugin: true,
  requires: ['jobboard'],
  pages: [{ page: PAGE_GROUP, ...split(() => import('./ResumeListPage')) }],
  floats: [{ type: 'liepin', sub: 'resume', ...split(() => import('./ResumeDetailPanel')) }],
  header: [{ key: 'liepin', order: 60, Component: HeaderEntry }],
  hosts: [{ Component: UnbindHost }],
};
