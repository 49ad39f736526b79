// Interview scorecards (a plugin, the worked example of docs/modules.md): a summary above a
// candidate's tabs. Its model, list, form and the candidate's Scorecards tab come from the
// plugin's metadata through the generic screens; turned off, none of it is drawn.
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';

export const scorecard: UiModule = {
  name: 'scorecard',
  plugin: true,
  recordSummaries: [split(() => import('./ScorecardSummary'))],
};
