// Loading a report and its chart: asked again when the parameters change or Refresh is
// pressed; an answer that comes after newer parameters were asked is dropped.
import { useEffect, useState } from 'react';
import { reportsApi, type ReportParams } from './reportsApi';
import type { ChartData, Report } from './types';

interface Loaded<T> { data?: T; error?: unknown; loading: boolean }

function useLoad<T>(key: string | undefined, load: () => Promise<T>, refresh: number): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ loading: key !== undefined });
  useEffect(() => {
    if (key === undefined) { setState({ loading: false }); return; }
    let stale = false;
    setState((s) => ({ data: s.data, loading: true }));
    load().then((data) => { if (!stale) setState({ data, loading: false }); },
      (error: unknown) => { if (!stale) setState({ error, loading: false }); });
    return () => { stale = true; };
  }, [key, refresh]); // eslint-disable-line react-hooks/exhaustive-deps
  return state;
}

/** The report (its table, labels, defaults and view config); enabled false asks nothing. */
export function useReport(params: ReportParams, refresh: number, enabled = true): Loaded<Report> {
  const key = enabled ? JSON.stringify(params) : undefined;
  return useLoad(key, () => reportsApi.report(params), refresh);
}

/** The chart of a view other than the table (none for the table). */
export function useChart(params: ReportParams, viewType: string, refresh: number): Loaded<ChartData> {
  const key = viewType && viewType !== 'table' ? `${viewType} ${JSON.stringify(params)}` : undefined;
  return useLoad(key, () => reportsApi.chart(params, viewType), refresh);
}
