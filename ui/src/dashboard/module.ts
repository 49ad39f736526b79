// The dashboard (modules/dashboard): #dashboard, the home after sign-in (the navigation's first
// link), a grid of list and report dashlets. Report dashlets are drawn by the reports module's
// ReportView, hence the requirement.
import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';
import { FullPageSpinner } from '../components/Spinner';
import { createElement } from 'react';

export const dashboard: UiModule = {
  name: 'dashboard',
  requires: ['reports'],
  pages: [{ page: 'dashboard', ...split(() => import('./DashboardPage'), createElement(FullPageSpinner)) }],
};
