// What the report page (ui/src/reports) mounts: the saved reports of a report, and its Save,
// Share and Schedule actions; and how it opens a saved report (#report/{type}?saved={id}).
export { SavedReportsMenu, type SavedReportsMenuProps } from './SavedReportsMenu';
export { ReportSaveActions, type ReportSaveActionsProps } from './ReportSaveActions';
export { savedReportsApi } from './api';
export { savedParams, savedRoute, type SavedReport } from './savedReports';
export { useSavedReport } from './useSavedReport';
