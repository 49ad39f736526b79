// Résumés (the server's module resume): a CV dropped on a list of a model with the résumés
// field, or chosen with "Add from CV", is read and reviewed in the add form (drop/).
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { CvDropButton } from './drop/CvDropButton';
import { CvDropScope } from './drop/CvDropScope';
import { REVIEW_FLOAT } from './drop/cvQueue';

export const resume: UiModule = {
  name: 'resume',
  floats: [{ type: REVIEW_FLOAT, ...split(() => import('./drop/CvReviewPanel')) }],
  listParts: [{ key: 'resume-drop', Scope: CvDropScope, Toolbar: CvDropButton }],
};
