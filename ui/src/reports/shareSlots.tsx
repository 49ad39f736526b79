// Where the saved, shared and scheduled reports of modules/reportshare (ui/src/reportshare)
// appear: under each report in the list's sidebar, and in the report page's action bar. The
// one file of this folder that names reportshare.
export { ReportSaveActions, SavedReportsMenu } from '../reportshare';
