// Approvals: the add-approval modal (page float 'addapproval', and the form of a workflow
// definition model), the workflow settings page, a record's Approval tab and the approval
// flow's own page (#approvalflow/detail, also #approvalsent/detail).
import { ClipboardCheck } from 'lucide-react';
import { lazy } from 'react';
import type { ModelMeta } from '../api/types';
import { FullPageSpinner } from '../components/Spinner';
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';

/** Model info keys that mark an approval flow model and a workflow definition model. */
const marks = (meta: ModelMeta, key: 'approval_flow' | 'approval_definition') => !!(meta as unknown as Record<string, unknown>)[key];

export const approvals: UiModule = {
  name: 'approvals',
  // The spec's approvalsent pages are the approval flow's (spec 000 §2).
  modelAliases: { approvalsent: 'approvalflow' },
  floats: [{ type: 'addapproval', Component: lazy(() => import('./AddApprovalModal')) }],
  recordForms: [{ matches: (meta) => marks(meta, 'approval_definition'), Component: lazy(() => import('./DefinitionForm')) }],
  settings: [{
    type: 'approval-flows', labelKey: 'approval.settingsTitle', icon: ClipboardCheck,
    Component: lazy(() => import('./DefinitionsPage').then((m) => ({ default: m.DefinitionsPage }))),
  }],
  recordPages: [{ matches: (meta) => marks(meta, 'approval_flow'), ...split(() => import('./ApprovalFlowPage'), <FullPageSpinner />) }],
  detailTabs: [{ matches: (tab) => tab.type === 'approval', ...split(() => import('./ApprovalTabPanel')) }],
};
