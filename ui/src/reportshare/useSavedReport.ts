import { useEffect, useState } from 'react';
import { savedReportsApi } from './api';
import { savedParams, type ReportFilterValues, type ReportViewValues, type SavedReport } from './savedReports';

/** The saved report a page opens (?saved={id}) with the filter and view it stands for; the
 * report page passes them as the report's parameters. undefined while it loads or without id. */
export function useSavedReport(id: number | undefined): { report?: SavedReport; filter?: ReportFilterValues; viewConfig?: ReportViewValues; error?: string } {
  const [state, setState] = useState<{ report?: SavedReport; error?: string }>({});
  useEffect(() => {
    let live = true;
    setState({});
    if (!id) return;
    savedReportsApi.one(id).then((report) => live && setState({ report }), (e: unknown) => live && setState({ error: e instanceof Error ? e.message : String(e) }));
    return () => { live = false; };
  }, [id]);
  if (!state.report) return { error: state.error };
  return { report: state.report, ...savedParams(state.report) };
}
