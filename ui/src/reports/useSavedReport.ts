// #report/{type}?saved={id}: the saved report's filter and view config (modules/reportshare),
// the base the route's own parameters change.
import { useEffect, useState } from 'react';
import { filterFromJson, isViewType, parseBasic } from './filter';
import { reportsApi } from './reportsApi';
import type { ReportFilter, ReportViewConfig } from './types';

export interface SavedReport { filter: Partial<ReportFilter>; viewconfig: Partial<ReportViewConfig> }

function viewconfigFrom(raw: unknown): Partial<ReportViewConfig> {
  const o = parseBasic(raw);
  const v: Partial<ReportViewConfig> = {};
  if (isViewType(o.viewType)) v.viewType = o.viewType;
  if (typeof o.suffix === 'string') v.suffix = o.suffix;
  if (typeof o.suffix_user_id === 'number') v.suffix_user_id = o.suffix_user_id;
  return v;
}

export function useSavedReport(id: string): { saved?: SavedReport; error?: unknown; pending: boolean } {
  const [state, setState] = useState<{ id: string; saved?: SavedReport; error?: unknown }>({ id: '' });
  useEffect(() => {
    if (!id) return;
    let stale = false;
    reportsApi.saved(id).then(
      (rec) => { if (!stale) setState({ id, saved: { filter: filterFromJson(rec?.filter), viewconfig: viewconfigFrom(rec?.viewconfig) } }); },
      (error: unknown) => { if (!stale) setState({ id, error }); },
    );
    return () => { stale = true; };
  }, [id]);
  if (!id) return { pending: false };
  if (state.id !== id) return { pending: true };
  return { saved: state.saved, error: state.error, pending: false };
}
