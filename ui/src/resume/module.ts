// Résumés: the candidate's CV tab (the resume module's detail tab, type "special" with
// param "resume"): the CVs, the current one previewed in the page, download, mark current,
// remove. The résumés field itself is edited on the forms by the core's attachments input.
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';

export const resume: UiModule = {
  name: 'resume',
  detailTabs: [{ matches: (tab) => tab.type === 'special' && tab.param === 'resume', ...split(() => import('./ResumeTab')) }],
};
