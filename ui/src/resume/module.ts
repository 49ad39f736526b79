// Résumés (the server's module resume): the candidate's CV tab (a detail tab of type
// "special", param "resume": the CVs, the current one previewed in the page, download, mark
// current, remove), and a CV dropped on a list of a model with the résumés field, or chosen
// with "Add from CV", or dropped on the add form, read and reviewed in the add form (drop/).
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { CvDropButton } from './drop/CvDropButton';
import { CvDropScope } from './drop/CvDropScope';
import { CvFormScope } from './drop/CvFormScope';
import { REVIEW_FLOAT } from './drop/cvQueue';

export const resume: UiModule = {
  name: 'resume',
  detailTabs: [{ matches: (tab) => tab.type === 'special' && tab.param === 'resume', ...split(() => import('./ResumeTab')) }],
  floats: [{ type: REVIEW_FLOAT, ...split(() => import('./drop/CvReviewPanel')) }],
  listParts: [{ key: 'resume-drop', Scope: CvDropScope, Toolbar: CvDropButton }],
  formScopes: [{ key: 'resume-drop', Scope: CvFormScope }],
};
