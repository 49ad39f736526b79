import type { UiModule } from '../modules/registry';
import { split } from '../modules/split';

/** The report widget (spec 001 §2): #report/list and #report/{type}. The dashboard draws
 * reports with ./ReportView. */
export const reports: UiModule = {
  name: 'reports',
  pages: [{ page: 'report', ...split(() => import('./ReportsPage')) }],
};
