// Pipeline (with flow/, the job submission's flow page): the board page (#model/kanban), a
// record's board tab and stage summaries, the flow page of a pipeline model's records, and
// the landing links that open CV-sent and interview records.
import { lazy } from 'react';
import { FullPageSpinner } from '../components/Spinner';
import { isFlowModel } from '../flow/flowModel';
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { isBoardTab } from './boardTab';
import { LANDING_PARAMS } from './landing';
import { LandingHost } from './LandingHost';

export const pipeline: UiModule = {
  name: 'pipeline',
  // The flow page shows the submission's feed and notifies its people; a move to a stage the
  // mail links (CV Sent) offers to send the mail.
  requires: ['activity', 'notices', 'mail'],
  views: [{ view: 'kanban', ...split(() => import('./KanbanPage'), <FullPageSpinner />) }],
  // A model with pipeline metadata (job submissions) has the flow page as its detail (spec 000 §2).
  detailPages: [{ matches: isFlowModel, Component: lazy(() => import('../flow/FlowDetail')) }],
  detailTabs: [{ matches: isBoardTab, wide: true, ...split(() => import('./BoardTab')) }],
  recordSummaries: [split(() => import('./StageSummaries'))],
  hosts: [{ Component: LandingHost }],
  signInKeeps: Object.keys(LANDING_PARAMS),
};
