// Where the saved, shared and scheduled reports of modules/reportshare (ui/src/reportshare,
// built beside this folder) appear: under each report in the list's sidebar, and in the
// report page's action bar. Until that folder is on this branch, the places stay empty.
import type { ReportFilter, ReportViewConfig } from './types';

export function SavedReportsMenu(_: { type: string; onOpen(id: number | string): void }) {
  return null;
}

export function ReportSaveActions(_: { type: string; filter: ReportFilter; viewConfig: ReportViewConfig }) {
  return null;
}
