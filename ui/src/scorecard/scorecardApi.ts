// The scorecard plugin's call, through the one API client.
import { get } from '../api/client';

/** GET /rest/scorecard/summary?candidate={id}: the candidate's scorecards the reader may see. */
export interface ScorecardSummary { count: number; average: number | null; scale: number }

export async function fetchSummary(candidate: number | string): Promise<ScorecardSummary> {
  return (await get(`/rest/scorecard/summary?candidate=${encodeURIComponent(String(candidate))}`)).data as ScorecardSummary;
}
